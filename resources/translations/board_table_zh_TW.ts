<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
    <context>
        <name>CalculatorMenu</name>
        <message>
            <location filename="../../desktop_app/ui/menus.py" line="83" />
            <source>Score a &amp;physical game</source>
            <translation>為實體遊戲計分(&amp;P)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/menus.py" line="86" />
            <source>{game} (no calculator yet)</source>
            <translation>{game}（尚無計分器）</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/menus.py" line="97" />
            <source>Score calculator</source>
            <translation>計分器</translation>
        </message>
    </context>
    <context>
        <name>DecisionScene</name>
        <message>
            <location filename="../../desktop_app/ui/decision_scene.py" line="87" />
            <source>The game is over.</source>
            <translation>遊戲結束。</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/decision_scene.py" line="91" />
            <source>Waiting for {names}…</source>
            <translation>等待 {names}…</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/decision_scene.py" line="97" />
            <source>Last events</source>
            <translation>最近事件</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/decision_scene.py" line="121" />
            <source>computer</source>
            <translation>電腦</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/decision_scene.py" line="158" />
            <source>… and {n} more</source>
            <translation>…還有 {n} 項</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/decision_scene.py" line="166" />
            <source>the table</source>
            <translation>桌面</translation>
        </message>
    </context>
    <context>
        <name>Errors</name>
        <message>
            <location filename="../../desktop_app/ui/errors.py" line="26" />
            <source>Something went wrong</source>
            <translation>發生錯誤</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/errors.py" line="27" />
            <source>The app hit an unexpected problem and the last action was not completed:

{error}</source>
            <translation>程式遇到意外問題，最後一個動作沒有完成：

{error}</translation>
        </message>
    </context>
    <context>
        <name>GameCard</name>
        <message>
            <location filename="../../desktop_app/ui/library.py" line="106" />
            <source>{n} players</source>
            <translation>{n} 位玩家</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/library.py" line="107" />
            <source>{low}–{high} players</source>
            <translation>{low}–{high} 位玩家</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/library.py" line="110" />
            <source>min</source>
            <translation>分鐘</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/library.py" line="112" />
            <location filename="../../desktop_app/ui/library.py" line="115" />
            <source>Coming soon</source>
            <translation>即將推出</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/library.py" line="115" />
            <source>New game</source>
            <translation>開新遊戲</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/library.py" line="117" />
            <source>The rules of this game are not implemented yet.</source>
            <translation>這款遊戲的規則尚未實作。</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/library.py" line="118" />
            <source>Rules</source>
            <translation>規則</translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message>
            <source>Autosave failed: {error}</source>
            <translation>自動存檔失敗：{error}</translation>
        </message>
        <message>
            <source>Cannot redo: nothing to redo</source>
            <translation>無法重做：沒有可重做的動作</translation>
        </message>
        <message>
            <source>Cannot undo: {reason}</source>
            <translation>無法復原：{reason}</translation>
        </message>
        <message>
            <source>Computer players are not available ({error})</source>
            <translation>電腦玩家無法使用（{error}）</translation>
        </message>
        <message>
            <source>Pass the device to {name}</source>
            <translation>請把裝置交給 {name}</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>桌面</translation>
        </message>
        <message>
            <source>The clock is running</source>
            <translation>計時進行中</translation>
        </message>
        <message>
            <source>hidden information was revealed ({event})</source>
            <translation>已揭露隱藏資訊（{event}）</translation>
        </message>
        <message>
            <source>nothing to undo</source>
            <translation>沒有可復原的動作</translation>
        </message>
        <message>
            <source>{name} is thinking…</source>
            <translation>{name} 思考中…</translation>
        </message>
        <message>
            <source>{name}'s computer player failed ({error}); it plays a random move</source>
            <translation>{name} 的電腦玩家出錯（{error}），改為隨機行動</translation>
        </message>
        <message>
            <source>Game over. Winner: {names}</source>
            <translation>遊戲結束。勝利者：{names}</translation>
        </message>
        <message>
            <source>Game over. Winners: {names}</source>
            <translation>遊戲結束。勝利者：{names}</translation>
        </message>
        <message>
            <source>The earlier moves could not all be listed ({error})</source>
            <translation>無法列出先前的所有動作（{error}）</translation>
        </message>
        <message>
            <source>… {count} earlier log lines are not shown</source>
            <translation>…另有 {count} 行較早的紀錄未顯示</translation>
        </message>
    </context>
    <context>
        <name>GameWindow</name>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="143" />
            <source>{game} — seed {seed}, {count} actions so far</source>
            <translation>{game} — 亂數種子 {seed}，目前共 {count} 個動作</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="147" />
            <source>No Chinese (CJK) font found: 繁體中文 text will print as empty boxes. Install a CJK font such as Noto Sans CJK (fonts-noto-cjk).</source>
            <translation>找不到中文（CJK）字型：繁體中文會印成空白方框。請安裝 CJK 字型，例如 Noto Sans CJK（fonts-noto-cjk）。</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="196" />
            <source>{name} is thinking…</source>
            <translation>{name} 思考中…</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="277" />
            <source>{game}{file} — Board Table</source>
            <translation>{game}{file} — 桌遊桌</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="278" />
            <source>&amp;Game</source>
            <translation>遊戲(&amp;G)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="279" />
            <source>&amp;New game…</source>
            <translation>開新遊戲(&amp;N)…</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="280" />
            <source>&amp;Open…</source>
            <translation>開啟(&amp;O)…</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="281" />
            <source>&amp;Save</source>
            <translation>儲存(&amp;S)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="282" />
            <source>Save &amp;as…</source>
            <translation>另存新檔(&amp;A)…</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="283" />
            <source>&amp;Print score summary…</source>
            <translation>列印計分摘要(&amp;P)…</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="284" />
            <source>&amp;Export score summary as PDF…</source>
            <translation>將計分摘要匯出為 PDF(&amp;E)…</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="285" />
            <source>&amp;Quit</source>
            <translation>結束(&amp;Q)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="286" />
            <source>&amp;Edit</source>
            <translation>編輯(&amp;E)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="287" />
            <source>&amp;View</source>
            <translation>檢視(&amp;V)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="288" />
            <source>Zoom &amp;in</source>
            <translation>放大(&amp;I)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="289" />
            <source>Zoom &amp;out</source>
            <translation>縮小(&amp;O)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="290" />
            <source>&amp;Fit board to window</source>
            <translation>版圖符合視窗大小(&amp;F)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="291" />
            <source>&amp;Animation speed</source>
            <translation>動畫速度(&amp;A)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="292" />
            <source>Off (instant)</source>
            <translation>關閉（立即）</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="293" />
            <source>Normal</source>
            <translation>一般</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="294" />
            <source>Fast</source>
            <translation>快速</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="295" />
            <source>&amp;Colour-blind patterns</source>
            <translation>色盲輔助花紋(&amp;C)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="296" />
            <source>&amp;Panels</source>
            <translation>面板(&amp;P)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="297" />
            <source>&amp;Help</source>
            <translation>說明(&amp;H)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="298" />
            <source>&amp;Rules of {game}</source>
            <translation>{game} 規則(&amp;R)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="299" />
            <source>&amp;About Board Table</source>
            <translation>關於桌遊桌(&amp;A)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="313" />
            <source>&amp;Undo</source>
            <translation>復原(&amp;U)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="314" />
            <source>Undo your last move</source>
            <translation>復原你的上一步</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="317" />
            <source>Undo — not possible: {reason}</source>
            <translation>復原 — 無法復原：{reason}</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="318" />
            <source>Undo is not possible: {reason}</source>
            <translation>無法復原：{reason}</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="320" />
            <source>&amp;Redo</source>
            <translation>重做(&amp;R)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="37" />
            <source>Board Table games (*{suffix});;All files (*)</source>
            <translation>桌遊桌遊戲 (*{suffix});;所有檔案 (*)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="348" />
            <source>Save game</source>
            <translation>儲存遊戲</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="361" />
            <source>Could not save the game</source>
            <translation>無法儲存遊戲</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="364" />
            <source>Saved to {file}</source>
            <translation>已儲存到 {file}</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="47" />
            <source>Open game</source>
            <translation>開啟遊戲</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="55" />
            <source>Could not open the game</source>
            <translation>無法開啟遊戲</translation>
        </message>
    </context>
    <context>
        <name>HelpDialogs</name>
        <message>
            <location filename="../../desktop_app/ui/help_dialogs.py" line="20" />
            <source>Rules of {game}</source>
            <translation>{game} 規則</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/help_dialogs.py" line="27" />
            <source>The rules text of this game is not installed.</source>
            <translation>這款遊戲的規則文字未安裝。</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/help_dialogs.py" line="46" />
            <source>About Board Table</source>
            <translation>關於桌遊桌</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/help_dialogs.py" line="47" />
            <source>&lt;h3&gt;Board Table {version}&lt;/h3&gt;&lt;p&gt;Modern Euro board games with every rule enforced, offline — solo against computer opponents or hot-seat on one screen — and a score calculator for the copies on your table.&lt;/p&gt;&lt;p&gt;All artwork is drawn by the app itself; the game content is original.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;桌遊桌 {version}&lt;/h3&gt;&lt;p&gt;離線遊玩現代德式桌遊，每條規則都由程式把關——可單人對戰電腦，也可在同一台電腦上輪流遊玩——並提供計分器，為你桌上的實體遊戲計分。&lt;/p&gt;&lt;p&gt;所有圖像皆由程式自行繪製；遊戲內容為原創。&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>LanguageMenu</name>
        <message>
            <location filename="../../desktop_app/ui/menus.py" line="40" />
            <source>&amp;Language</source>
            <translation>語言(&amp;L)</translation>
        </message>
    </context>
    <context>
        <name>LibraryWidget</name>
        <message>
            <location filename="../../desktop_app/ui/library.py" line="199" />
            <source>Game library</source>
            <translation>遊戲庫</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/library.py" line="200" />
            <source>Choose a game to play alone against the computer or hot-seat with friends on this screen. Every rule is enforced.</source>
            <translation>選一款遊戲，單人對戰電腦，或與朋友在這個螢幕上輪流遊玩。每條規則都由程式把關。</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/library.py" line="202" />
            <source>Resume last game</source>
            <translation>繼續上一局</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/library.py" line="203" />
            <source>Played a game on your table? Game ▸ Score a physical game adds it up and prints the summary.  Saves, the autosave and content packs live in {folder}</source>
            <translation>在桌上玩了一局實體遊戲？「遊戲 ▸ 為實體遊戲計分」會幫你加總並列印摘要。存檔、自動存檔與內容包都放在 {folder}</translation>
        </message>
    </context>
    <context>
        <name>LogDock</name>
        <message>
            <location filename="../../desktop_app/ui/docks.py" line="35" />
            <source>Game log</source>
            <translation>遊戲紀錄</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../../desktop_app/ui/main_window.py" line="69" />
            <source>Board Table</source>
            <translation>桌遊桌</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/main_window.py" line="70" />
            <source>&amp;Game</source>
            <translation>遊戲(&amp;G)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/main_window.py" line="71" />
            <source>&amp;Open…</source>
            <translation>開啟(&amp;O)…</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/main_window.py" line="72" />
            <source>&amp;Resume last game</source>
            <translation>繼續上一局(&amp;R)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/main_window.py" line="73" />
            <source>&amp;Quit</source>
            <translation>結束(&amp;Q)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/main_window.py" line="74" />
            <source>&amp;View</source>
            <translation>檢視(&amp;V)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/main_window.py" line="75" />
            <source>&amp;Help</source>
            <translation>說明(&amp;H)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/main_window.py" line="76" />
            <source>&amp;About Board Table</source>
            <translation>關於桌遊桌(&amp;A)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/main_window.py" line="108" />
            <source>Could not load the game</source>
            <translation>無法載入遊戲</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/main_window.py" line="111" />
            <source>Content pack refused</source>
            <translation>內容包未被採用</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/main_window.py" line="130" />
            <source>Could not start the game</source>
            <translation>無法開始遊戲</translation>
        </message>
        <message>
            <source>Board Table games (*{suffix});;All files (*)</source>
            <translation>桌遊桌遊戲 (*{suffix});;所有檔案 (*)</translation>
        </message>
        <message>
            <source>Open game</source>
            <translation>開啟遊戲</translation>
        </message>
        <message>
            <source>Could not open the game</source>
            <translation>無法開啟遊戲</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="153" />
            <source>New game — {game}</source>
            <translation>開新遊戲 — {game}</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="154" />
            <source>Players ({low}–{high}):</source>
            <translation>玩家人數（{low}–{high}）：</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="156" />
            <source>Seats</source>
            <translation>座位</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="157" />
            <source>Name</source>
            <translation>名字</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="157" />
            <source>Colour</source>
            <translation>顏色</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="157" />
            <source>Played by</source>
            <translation>由誰操作</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="160" />
            <source>Red</source>
            <translation>紅</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="160" />
            <source>Blue</source>
            <translation>藍</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="160" />
            <source>Green</source>
            <translation>綠</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="161" />
            <source>Yellow</source>
            <translation>黃</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="161" />
            <source>Purple</source>
            <translation>紫</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="161" />
            <source>Black</source>
            <translation>黑</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="162" />
            <source>White</source>
            <translation>白</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="162" />
            <source>Orange</source>
            <translation>橘</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="163" />
            <source>Human</source>
            <translation>真人</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="163" />
            <source>Computer — easy</source>
            <translation>電腦 — 簡單</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="164" />
            <source>Computer — normal</source>
            <translation>電腦 — 普通</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="164" />
            <source>Computer — hard</source>
            <translation>電腦 — 困難</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="166" />
            <source>Seat {n}</source>
            <translation>座位 {n}</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="178" />
            <source>{option}:</source>
            <translation>{option}：</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="183" />
            <source>Variants and modules</source>
            <translation>變體與模組</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="184" />
            <source>Seed:</source>
            <translation>亂數種子：</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="185" />
            <source>The same seed and choices give the same game (shuffles, draws).</source>
            <translation>相同的種子與設定會得到相同的遊戲（洗牌、抽取）。</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="186" />
            <source>New seed</source>
            <translation>換一個種子</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="190" />
            <source>Player {n}</source>
            <translation>玩家 {n}</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="205" />
            <source>Every player needs a different name.</source>
            <translation>每位玩家的名字必須不同。</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="208" />
            <source>Every player needs a different colour.</source>
            <translation>每位玩家的顏色必須不同。</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="210" />
            <source>Enter a seed (any whole number).</source>
            <translation>請輸入亂數種子（任何整數）。</translation>
        </message>
    </context>
    <context>
        <name>PrivacyScreen</name>
        <message>
            <location filename="../../desktop_app/ui/privacy.py" line="59" />
            <source>Pass to {name} — click when ready</source>
            <translation>請交給 {name} — 準備好後點一下</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/privacy.py" line="60" />
            <source>The board is hidden so that nobody else sees {name}'s secret information.</source>
            <translation>版圖已隱藏，其他人看不到 {name} 的秘密資訊。</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/privacy.py" line="62" />
            <source>I am {name} — show my board</source>
            <translation>我是 {name} — 顯示我的版圖</translation>
        </message>
    </context>
    <context>
        <name>RulesDock</name>
        <message>
            <location filename="../../desktop_app/ui/docks.py" line="107" />
            <source>Rules help</source>
            <translation>規則說明</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/docks.py" line="114" />
            <source>Point at a piece to see its rule.</source>
            <translation>將滑鼠移到配件上即可看到相關規則。</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/docks.py" line="118" />
            <source>(rule text not available)</source>
            <translation>（沒有規則文字）</translation>
        </message>
    </context>
    <context>
        <name>ScoreDialog</name>
        <message>
            <location filename="../../desktop_app/ui/score_dialog.py" line="33" />
            <source>Winner: {name}</source>
            <translation>勝利者：{name}</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/score_dialog.py" line="34" />
            <source>Winners: {names}</source>
            <translation>勝利者：{names}</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/score_dialog.py" line="35" />
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/score_dialog.py" line="56" />
            <source>Printing failed</source>
            <translation>列印失敗</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/score_dialog.py" line="64" />
            <source>Export score summary as PDF</source>
            <translation>將計分摘要匯出為 PDF</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/score_dialog.py" line="65" />
            <source>PDF files (*.pdf)</source>
            <translation>PDF 檔案 (*.pdf)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/score_dialog.py" line="76" />
            <source>Export failed</source>
            <translation>匯出失敗</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/score_dialog.py" line="127" />
            <source>Score summary — {game}</source>
            <translation>計分摘要 — {game}</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/score_dialog.py" line="129" />
            <source>Final scores</source>
            <translation>最終分數</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/score_dialog.py" line="129" />
            <source>Scores so far</source>
            <translation>目前分數</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/score_dialog.py" line="133" />
            <source>Tie-break: {reason}</source>
            <translation>決勝：{reason}</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/score_dialog.py" line="135" />
            <source>Seed {seed}</source>
            <translation>亂數種子 {seed}</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/score_dialog.py" line="138" />
            <source>Print score summary…</source>
            <translation>列印計分摘要…</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/score_dialog.py" line="139" />
            <source>Export PDF…</source>
            <translation>匯出 PDF…</translation>
        </message>
    </context>
    <context>
        <name>ScoreDock</name>
        <message>
            <location filename="../../desktop_app/ui/docks.py" line="74" />
            <source>Scores</source>
            <translation>分數</translation>
        </message>
    </context>
    <context>
        <name>ScoreTable</name>
        <message>
            <location filename="../../desktop_app/ui/score_table.py" line="48" />
            <source>Total</source>
            <translation>總分</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/score_table.py" line="48" />
            <source>Rank</source>
            <translation>名次</translation>
        </message>
    </context>
    <context>
        <name>Breakdown</name>
        <message>
            <source>Cannot score yet: {problem}</source>
            <translation>尚無法計分：{problem}</translation>
        </message>
        <message>
            <source>Check log (FTP-CHK)</source>
            <translation>檢查紀錄（FTP-CHK）</translation>
        </message>
        <message>
            <source>Day score (after the floor)</source>
            <translation>當日分數（負分歸零後）</translation>
        </message>
        <message>
            <source>Day score before the floor</source>
            <translation>當日分數（歸零前）</translation>
        </message>
        <message>
            <source>Final result</source>
            <translation>最終結果</translation>
        </message>
        <message>
            <source>Game so far</source>
            <translation>目前累計</translation>
        </message>
        <message>
            <source>Income (after the floor)</source>
            <translation>收益（負數歸零後）</translation>
        </message>
        <message>
            <source>Income before the floor</source>
            <translation>收益（歸零前）</translation>
        </message>
        <message>
            <source>Largest empty region</source>
            <translation>最大空白區域</translation>
        </message>
        <message>
            <source>No tile removed or flipped.</source>
            <translation>沒有板塊被移除或翻面。</translation>
        </message>
        <message>
            <source>Score — {day}</source>
            <translation>計分 — {day}</translation>
        </message>
        <message>
            <source>Winner: {names}</source>
            <translation>勝者：{names}</translation>
        </message>
        <message>
            <source>{name} {score} ({income})</source>
            <translation>{name} {score} 分（{income}）</translation>
        </message>
    </context>
    <context>
        <name>CalculatorDialog</name>
        <message>
            <source>Add player</source>
            <translation>新增玩家</translation>
        </message>
        <message>
            <source>Breaking news</source>
            <translation>新聞快報</translation>
        </message>
        <message>
            <source>Cannot open the sheet</source>
            <translation>無法開啟計分表</translation>
        </message>
        <message>
            <source>Cannot save the sheet</source>
            <translation>無法儲存計分表</translation>
        </message>
        <message>
            <source>Day</source>
            <translation>日</translation>
        </message>
        <message>
            <source>Export PDF</source>
            <translation>匯出 PDF</translation>
        </message>
        <message>
            <source>Export PDF…</source>
            <translation>匯出 PDF…</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>匯出失敗</translation>
        </message>
        <message>
            <source>Family mode (no mood penalty)</source>
            <translation>家庭模式（不扣情緒平衡分）</translation>
        </message>
        <message>
            <source>Open score sheet</source>
            <translation>開啟計分表</translation>
        </message>
        <message>
            <source>Open sheet…</source>
            <translation>開啟計分表…</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>PDF 檔案 (*.pdf)</translation>
        </message>
        <message>
            <source>Player {n}</source>
            <translation>玩家 {n}</translation>
        </message>
        <message>
            <source>Printing failed</source>
            <translation>列印失敗</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>列印…</translation>
        </message>
        <message>
            <source>Remove player</source>
            <translation>移除玩家</translation>
        </message>
        <message>
            <source>Remove {name} and the pages entered for them?</source>
            <translation>要移除 {name} 以及為其輸入的版面嗎？</translation>
        </message>
        <message>
            <source>Save score sheet</source>
            <translation>儲存計分表</translation>
        </message>
        <message>
            <source>Save sheet…</source>
            <translation>儲存計分表…</translation>
        </message>
        <message>
            <source>Score a physical game — {game}</source>
            <translation>實體遊戲計分 — {game}</translation>
        </message>
        <message>
            <source>Score sheets (*.yaml *.yml)</source>
            <translation>計分表 (*.yaml *.yml)</translation>
        </message>
        <message>
            <source>none</source>
            <translation>無</translation>
        </message>
        <message>
            <source>{card} (not in this day's deck)</source>
            <translation>{card}（不屬於當日的牌堆）</translation>
        </message>
    </context>
    <context>
        <name>FtpScene</name>
        <message>
            <source>Breaking news</source>
            <translation>新聞快報</translation>
        </message>
        <message>
            <source>Choose tomorrow's focus news (lowest finish token picks first)</source>
            <translation>選擇明天的焦點新聞（完成標記最小者先選）</translation>
        </message>
        <message>
            <source>Choose your character</source>
            <translation>選擇你的角色</translation>
        </message>
        <message>
            <source>Click a tile to take it</source>
            <translation>點選板塊拿起來看</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>繼續</translation>
        </message>
        <message>
            <source>Day</source>
            <translation>當日</translation>
        </message>
        <message>
            <source>Drag tiles onto the page · right-click flips</source>
            <translation>把板塊拖上版面 · 右鍵翻面</translation>
        </message>
        <message>
            <source>Drag to your desk (K) or back to the pool (R)</source>
            <translation>拖到辦公桌保留 (K)，或拖回公共區 (R)</translation>
        </message>
        <message>
            <source>End of the day</source>
            <translation>本日結束</translation>
        </message>
        <message>
            <source>Error check</source>
            <translation>錯誤檢查</translation>
        </message>
        <message>
            <source>Flipped</source>
            <translation>翻面</translation>
        </message>
        <message>
            <source>Focus news</source>
            <translation>焦點新聞</translation>
        </message>
        <message>
            <source>Fold</source>
            <translation>折線</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>遊戲結束</translation>
        </message>
        <message>
            <source>Gathering</source>
            <translation>採訪</translation>
        </message>
        <message>
            <source>Hand</source>
            <translation>手上</translation>
        </message>
        <message>
            <source>Income</source>
            <translation>收入</translation>
        </message>
        <message>
            <source>Keep (K)</source>
            <translation>保留 (K)</translation>
        </message>
        <message>
            <source>Largest white space</source>
            <translation>最大留白</translation>
        </message>
        <message>
            <source>Layout</source>
            <translation>排版</translation>
        </message>
        <message>
            <source>Layout!</source>
            <translation>排版！</translation>
        </message>
        <message>
            <source>No breaking news today</source>
            <translation>今天沒有新聞快報</translation>
        </message>
        <message>
            <source>No errors on your page</source>
            <translation>你的版面沒有錯誤</translation>
        </message>
        <message>
            <source>Other</source>
            <translation>其他</translation>
        </message>
        <message>
            <source>Paused — click or press Space to resume</source>
            <translation>暫停中 — 點一下或按空白鍵繼續</translation>
        </message>
        <message>
            <source>Pausing is allowed only when exactly one person plays</source>
            <translation>只有一位真人玩家時才能暫停</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>分數</translation>
        </message>
        <message>
            <source>Pool</source>
            <translation>公共區</translation>
        </message>
        <message>
            <source>Print!</source>
            <translation>付印！</translation>
        </message>
        <message>
            <source>Printed</source>
            <translation>已付印</translation>
        </message>
        <message>
            <source>Puzzle: reach {target} points</source>
            <translation>解題：達到 {target} 分</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>名次</translation>
        </message>
        <message>
            <source>Return (R)</source>
            <translation>放回 (R)</translation>
        </message>
        <message>
            <source>Score preview</source>
            <translation>分數預覽</translation>
        </message>
        <message>
            <source>Side</source>
            <translation>面</translation>
        </message>
        <message>
            <source>Take</source>
            <translation>選取</translation>
        </message>
        <message>
            <source>The board turns to its Sunday side</source>
            <translation>版面翻到「週日」面</translation>
        </message>
        <message>
            <source>Time is up</source>
            <translation>時間到</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>總分</translation>
        </message>
        <message>
            <source>Winner: {names}</source>
            <translation>贏家：{names}</translation>
        </message>
        <message>
            <source>Your desk</source>
            <translation>你的辦公桌</translation>
        </message>
        <message>
            <source>Your page</source>
            <translation>你的版面</translation>
        </message>
        <message>
            <source>desk</source>
            <translation>桌上</translation>
        </message>
        <message>
            <source>each</source>
            <translation>每個</translation>
        </message>
        <message>
            <source>eliminated</source>
            <translation>淘汰</translation>
        </message>
        <message>
            <source>gathering</source>
            <translation>採訪中</translation>
        </message>
        <message>
            <source>hand</source>
            <translation>手上</translation>
        </message>
        <message>
            <source>if</source>
            <translation>若</translation>
        </message>
        <message>
            <source>layout</source>
            <translation>排版中</translation>
        </message>
        <message>
            <source>max</source>
            <translation>最多</translation>
        </message>
        <message>
            <source>no flips</source>
            <translation>不能翻面</translation>
        </message>
        <message>
            <source>printed</source>
            <translation>已付印</translation>
        </message>
        <message>
            <source>pts</source>
            <translation>分</translation>
        </message>
        <message>
            <source>side {side}</source>
            <translation>{side} 面</translation>
        </message>
        <message>
            <source>starting tile</source>
            <translation>起始焦點</translation>
        </message>
        <message>
            <source>token</source>
            <translation>完成標記</translation>
        </message>
        <message>
            <source>turn</source>
            <translation>輪到</translation>
        </message>
        <message>
            <source>untimed</source>
            <translation>不計時</translation>
        </message>
        <message>
            <source>{name} is choosing a character…</source>
            <translation>{name} 正在選擇角色…</translation>
        </message>
        <message>
            <source>{name} is choosing the focus news…</source>
            <translation>{name} 正在選擇焦點新聞…</translation>
        </message>
        <message>
            <source>{name}'s turn</source>
            <translation>輪到 {name}</translation>
        </message>
        <message>
            <source>{n} tile</source>
            <translation>{n} 塊</translation>
        </message>
        <message>
            <source>{n} tiles</source>
            <translation>{n} 塊</translation>
        </message>
    </context>
    <context>
        <name>GutenbergScene</name>
        <message>
            <source>+{n} own</source>
            <translation>本項 +{n}</translation>
        </message>
        <message>
            <source>Acting order: most tokens first; ties go by turn order.</source>
            <translation>行動順序：代幣最多者先；同數依回合順序。</translation>
        </message>
        <message>
            <source>Action board — round {round}</source>
            <translation>行動板 — 第 {round} 輪</translation>
        </message>
        <message>
            <source>Add player</source>
            <translation>新增玩家</translation>
        </message>
        <message>
            <source>Bag</source>
            <translation>墨水袋</translation>
        </message>
        <message>
            <source>Bonus</source>
            <translation>獎勵軌</translation>
        </message>
        <message>
            <source>Buy a letter ({price} coins):</source>
            <translation>購買活字（{price} 元）：</translation>
        </message>
        <message>
            <source>Cannot score yet: {problem}</source>
            <translation>尚無法計分：{problem}</translation>
        </message>
        <message>
            <source>Cards drawn for your new order</source>
            <translation>為新訂單抽到的卡</translation>
        </message>
        <message>
            <source>Character: {name}</source>
            <translation>角色：{name}</translation>
        </message>
        <message>
            <source>Choosing characters</source>
            <translation>選擇角色</translation>
        </message>
        <message>
            <source>Choosing letters</source>
            <translation>選擇活字</translation>
        </message>
        <message>
            <source>Claim gear {slot}: {reward}</source>
            <translation>領取齒輪 {slot}：{reward}</translation>
        </message>
        <message>
            <source>Coins</source>
            <translation>金錢</translation>
        </message>
        <message>
            <source>Complete orders</source>
            <translation>完成訂單</translation>
        </message>
        <message>
            <source>Decline</source>
            <translation>放棄</translation>
        </message>
        <message>
            <source>Design card:</source>
            <translation>美編卡：</translation>
        </message>
        <message>
            <source>Discard {order}</source>
            <translation>棄掉 {order}</translation>
        </message>
        <message>
            <source>Draft pool</source>
            <translation>選取區</translation>
        </message>
        <message>
            <source>Drafting orders</source>
            <translation>選取訂單</translation>
        </message>
        <message>
            <source>Execute actions</source>
            <translation>執行行動</translation>
        </message>
        <message>
            <source>Export PDF…</source>
            <translation>匯出 PDF…</translation>
        </message>
        <message>
            <source>Final scores</source>
            <translation>最終分數</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>遊戲結束</translation>
        </message>
        <message>
            <source>Gear {gear}: draw {decks}</source>
            <translation>齒輪 {gear}：抽 {decks}</translation>
        </message>
        <message>
            <source>Gears</source>
            <translation>齒輪</translation>
        </message>
        <message>
            <source>Ink</source>
            <translation>墨水</translation>
        </message>
        <message>
            <source>Ink row {row}:</source>
            <translation>墨水第 {row} 列：</translation>
        </message>
        <message>
            <source>Ink row {row}: take {n}</source>
            <translation>墨水第 {row} 列：拿 {n} 個</translation>
        </message>
        <message>
            <source>Ink tokens held (tie-break)</source>
            <translation>持有墨水數（平手判定）</translation>
        </message>
        <message>
            <source>It takes a patron card when it can.</source>
            <translation>可行時它會拿取贊助卡。</translation>
        </message>
        <message>
            <source>Keep {printing} + {design}</source>
            <translation>保留 {printing} + {design}</translation>
        </message>
        <message>
            <source>Last free actions</source>
            <translation>最後的免費行動</translation>
        </message>
        <message>
            <source>Letters (type pieces); the next one costs {price} coins</source>
            <translation>活字；下一個售價 {price} 元</translation>
        </message>
        <message>
            <source>Letters go to the richest orders first; ink pays a colour condition when it can. Print in any order you like with the buttons below.</source>
            <translation>活字先分配給價值最高的訂單；墨水足夠時支付上色條件。可用下方按鈕依任意順序印刷。</translation>
        </message>
        <message>
            <source>Letters owned (tie-break)</source>
            <translation>擁有活字數（平手判定）</translation>
        </message>
        <message>
            <source>Mouse wheel: turn it; drag: mount it</source>
            <translation>滑鼠滾輪：轉動；拖曳：安裝</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>名稱</translation>
        </message>
        <message>
            <source>Next letter: {price} coins</source>
            <translation>下一個活字：{price} 元</translation>
        </message>
        <message>
            <source>Orders</source>
            <translation>訂單</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>結束</translation>
        </message>
        <message>
            <source>Patron cards held</source>
            <translation>持有贊助卡</translation>
        </message>
        <message>
            <source>Patron cards: {n}</source>
            <translation>贊助卡：{n} 張</translation>
        </message>
        <message>
            <source>Patron: {card}</source>
            <translation>贊助：{card}</translation>
        </message>
        <message>
            <source>Patronage</source>
            <translation>尋求贊助</translation>
        </message>
        <message>
            <source>Patrons</source>
            <translation>贊助</translation>
        </message>
        <message>
            <source>Pay for 2 more: {decks}</source>
            <translation>付費再抽 2 張：{decks}</translation>
        </message>
        <message>
            <source>Plan card: {bids}</source>
            <translation>計畫卡：{bids}</translation>
        </message>
        <message>
            <source>Plan locked — waiting for the others</source>
            <translation>計畫已鎖定 — 等待其他玩家</translation>
        </message>
        <message>
            <source>Planning</source>
            <translation>規劃</translation>
        </message>
        <message>
            <source>Plans revealed</source>
            <translation>公開計畫</translation>
        </message>
        <message>
            <source>Player {n}</source>
            <translation>玩家 {n}</translation>
        </message>
        <message>
            <source>Prestige</source>
            <translation>聲望</translation>
        </message>
        <message>
            <source>Prestige track</source>
            <translation>聲望軌</translation>
        </message>
        <message>
            <source>Print {order}</source>
            <translation>印刷 {order}</translation>
        </message>
        <message>
            <source>Printing card:</source>
            <translation>印刷卡：</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>列印…</translation>
        </message>
        <message>
            <source>Ready</source>
            <translation>完成</translation>
        </message>
        <message>
            <source>Remount</source>
            <translation>重新安裝</translation>
        </message>
        <message>
            <source>Remount slot {slot} to sector {o}</source>
            <translation>重裝齒輪 {slot} 至扇區 {o}</translation>
        </message>
        <message>
            <source>Remove last player</source>
            <translation>移除最後一位玩家</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>輪次</translation>
        </message>
        <message>
            <source>Round {round} of {rounds} · {phase}</source>
            <translation>第 {round}／{rounds} 輪 · {phase}</translation>
        </message>
        <message>
            <source>Score a physical game — {game}</source>
            <translation>實體遊戲計分 — {game}</translation>
        </message>
        <message>
            <source>Specialties</source>
            <translation>專長</translation>
        </message>
        <message>
            <source>Specialty cards</source>
            <translation>專長卡</translation>
        </message>
        <message>
            <source>Suggested order of printing: {orders}</source>
            <translation>建議印刷順序：{orders}</translation>
        </message>
        <message>
            <source>Suggested: nothing can be printed now (buy letters or pass).</source>
            <translation>建議：目前無法印刷（購買活字或結束）。</translation>
        </message>
        <message>
            <source>Take a letter:</source>
            <translation>拿取活字：</translation>
        </message>
        <message>
            <source>Take {gear} (sector {o} at the arc)</source>
            <translation>拿取 {gear}（扇區 {o} 對準白弧）</translation>
        </message>
        <message>
            <source>The Rival plays from its plan cards.</source>
            <translation>虛擬玩家依其計畫卡行動。</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>遊戲結束。</translation>
        </message>
        <message>
            <source>The sector at the white arc is the one that will be active</source>
            <translation>對準白弧的扇區將會生效</translation>
        </message>
        <message>
            <source>Tie-break: {reason}</source>
            <translation>平手判定：{reason}</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>總分</translation>
        </message>
        <message>
            <source>Track</source>
            <translation>聲望軌</translation>
        </message>
        <message>
            <source>Train {card}</source>
            <translation>訓練 {card}</translation>
        </message>
        <message>
            <source>Turn order: {order}</source>
            <translation>回合順序：{order}</translation>
        </message>
        <message>
            <source>Waiting for the other players…</source>
            <translation>等待其他玩家…</translation>
        </message>
        <message>
            <source>Waiting for {names}…</source>
            <translation>等待 {names}…</translation>
        </message>
        <message>
            <source>by tokens</source>
            <translation>依代幣數</translation>
        </message>
        <message>
            <source>colour</source>
            <translation>上色</translation>
        </message>
        <message>
            <source>gear</source>
            <translation>齒輪</translation>
        </message>
        <message>
            <source>nobody</source>
            <translation>無人</translation>
        </message>
        <message>
            <source>planning…</source>
            <translation>規劃中…</translation>
        </message>
        <message>
            <source>ready ✓</source>
            <translation>已完成 ✓</translation>
        </message>
        <message>
            <source>replacing slot {slot}</source>
            <translation>取代位置 {slot}</translation>
        </message>
        <message>
            <source>take {n}</source>
            <translation>拿 {n} 個</translation>
        </message>
        <message>
            <source>with colour</source>
            <translation>並上色</translation>
        </message>
        <message>
            <source>{a} before {b}: turn order</source>
            <translation>{a} 先於 {b}：回合順序</translation>
        </message>
        <message>
            <source>{card} → {spec} +1</source>
            <translation>{card} → {spec} +1</translation>
        </message>
        <message>
            <source>{coins} coins · {prestige} prestige · {tokens} tokens</source>
            <translation>{coins} 元 · {prestige} 聲望 · {tokens} 代幣</translation>
        </message>
        <message>
            <source>{name}
Colour: return {inks} → +{cp}★
Decoration: {spec} {level} → +{dp}★
Both: {bonus}</source>
            <translation>{name}
上色：歸還 {inks} → +{cp}★
裝飾：{spec} {level} → +{dp}★
兩者皆達成：{bonus}</translation>
        </message>
        <message>
            <source>{name}
Letters: {letters}
Pays {coins} coins</source>
            <translation>{name}
活字：{letters}
報酬 {coins} 元</translation>
        </message>
        <message>
            <source>{n} coins</source>
            <translation>{n} 元</translation>
        </message>
        <message>
            <source>{n} left</source>
            <translation>剩 {n} 個</translation>
        </message>
        <message>
            <source>{prestige} prestige</source>
            <translation>{prestige} 聲望</translation>
        </message>
        <message>
            <source>{specialty} level</source>
            <translation>{specialty} 等級</translation>
        </message>
        <message>
            <source>✓ letters ready / colour payable / decoration met; ✗ not yet</source>
            <translation>✓ 活字足夠／可付上色／裝飾達標；✗ 尚未</translation>
        </message>
    </context>
    <context>
        <name>LegendTable</name>
        <message>
            <source>Cells</source>
            <translation>格數</translation>
        </message>
        <message>
            <source>Face down</source>
            <translation>面朝下</translation>
        </message>
        <message>
            <source>Label</source>
            <translation>標記</translation>
        </message>
        <message>
            <source>Rotated</source>
            <translation>已旋轉</translation>
        </message>
        <message>
            <source>Tile</source>
            <translation>板塊</translation>
        </message>
        <message>
            <source>not on the page</source>
            <translation>不在版面上</translation>
        </message>
    </context>
    <context>
        <name>PlayerTab</name>
        <message>
            <source>Character (advanced)</source>
            <translation>角色（進階）</translation>
        </message>
        <message>
            <source>Click or drag over cells to paint, right-click to erase.</source>
            <translation>點擊或拖曳格子來繪製，按右鍵清除。</translation>
        </message>
        <message>
            <source>Finish token</source>
            <translation>完稿指示物</translation>
        </message>
        <message>
            <source>Focus tile</source>
            <translation>焦點新聞板塊</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>名稱</translation>
        </message>
        <message>
            <source>New tile</source>
            <translation>新增板塊</translation>
        </message>
        <message>
            <source>No character</source>
            <translation>沒有角色</translation>
        </message>
        <message>
            <source>No focus tile</source>
            <translation>沒有焦點新聞板塊</translation>
        </message>
        <message>
            <source>Not on the page</source>
            <translation>不在版面上</translation>
        </message>
        <message>
            <source>Painting tile {label}.</source>
            <translation>正在繪製板塊 {label}。</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>分數</translation>
        </message>
        <message>
            <source>Points by hand</source>
            <translation>手動輸入分數</translation>
        </message>
        <message>
            <source>Position</source>
            <translation>位置</translation>
        </message>
        <message>
            <source>Press “New tile” to start painting a tile; right-click erases.</source>
            <translation>按「新增板塊」開始繪製板塊；按右鍵清除。</translation>
        </message>
        <message>
            <source>Remove tile</source>
            <translation>移除板塊</translation>
        </message>
        <message>
            <source>Side</source>
            <translation>面</translation>
        </message>
        <message>
            <source>Side a</source>
            <translation>A 面</translation>
        </message>
        <message>
            <source>Side b</source>
            <translation>B 面</translation>
        </message>
        <message>
            <source>Tile</source>
            <translation>板塊</translation>
        </message>
        <message>
            <source>Tiles left on the desk</source>
            <translation>辦公桌上剩餘的板塊</translation>
        </message>
        <message>
            <source>Tiles the check flips are veiled grey, tiles it removes are crossed out.</source>
            <translation>檢查時被翻面的板塊以灰色覆蓋，被移除的板塊以叉號標示。</translation>
        </message>
        <message>
            <source>Type a letter to switch tiles.</source>
            <translation>輸入字母可切換板塊。</translation>
        </message>
        <message>
            <source>as painted (not the tile's shape)</source>
            <translation>依繪製（不符合板塊形狀）</translation>
        </message>
        <message>
            <source>none</source>
            <translation>無</translation>
        </message>
        <message>
            <source>{cell} (misses the stars or the area)</source>
            <translation>{cell}（未蓋住星星或超出區域）</translation>
        </message>
        <message>
            <source>{tile} (not in the catalogue)</source>
            <translation>{tile}（不在目錄中）</translation>
        </message>
    </context>
    <context>
        <name>TileCombo</name>
        <message>
            <source>Describe this tile…</source>
            <translation>自行描述此板塊…</translation>
        </message>
        <message>
            <source>{tile} (not in the catalogue)</source>
            <translation>{tile}（不在目錄中）</translation>
        </message>
        <message>
            <source>— choose a tile —</source>
            <translation>— 選擇板塊 —</translation>
        </message>
    </context>
    <context>
        <name>TileForm</name>
        <message>
            <source>Ad</source>
            <translation>廣告</translation>
        </message>
        <message>
            <source>Article</source>
            <translation>文章</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>類型</translation>
        </message>
        <message>
            <source>Footprint</source>
            <translation>形狀</translation>
        </message>
        <message>
            <source>Income ($)</source>
            <translation>收益（元）</translation>
        </message>
        <message>
            <source>Mood</source>
            <translation>情緒</translation>
        </message>
        <message>
            <source>Mood icons</source>
            <translation>情緒圖示</translation>
        </message>
        <message>
            <source>Photo</source>
            <translation>照片</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>分數</translation>
        </message>
        <message>
            <source>Scores next to</source>
            <translation>相鄰時得分</translation>
        </message>
        <message>
            <source>Tile {label}: description</source>
            <translation>板塊 {label}：描述</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>種類</translation>
        </message>
        <message>
            <source>by size</source>
            <translation>依大小</translation>
        </message>
        <message>
            <source>{value} (unknown)</source>
            <translation>{value}（未知）</translation>
        </message>
    </context>
    <context>
        <name>engine</name>
        <message>
            <source>A blank sector cannot be claimed</source>
            <translation>空白區間無法領取</translation>
        </message>
        <message>
            <source>A card row is empty, so no order can be taken</source>
            <translation>有一列卡片已空，無法接取訂單</translation>
        </message>
        <message>
            <source>A discard pile is shuffled into a new deck</source>
            <translation>棄牌堆洗勻後成為新的牌庫</translation>
        </message>
        <message>
            <source>A kept tile can never go back to the pool</source>
            <translation>保留的板塊不能再退回桌面中央</translation>
        </message>
        <message>
            <source>A letter costs {price} coins; you have {coins}</source>
            <translation>1 個活字要 {price} 元，你只有 {coins} 元</translation>
        </message>
        <message>
            <source>A marked gear cannot be discarded</source>
            <translation>放有指示物的齒輪不能棄置</translation>
        </message>
        <message>
            <source>A new tile back shows on the {row} pile</source>
            <translation>{row}供應堆露出新的板塊背面</translation>
        </message>
        <message>
            <source>Action: {action}</source>
            <translation>行動：{action}</translation>
        </message>
        <message>
            <source>An enhancement is claimed only during its action</source>
            <translation>強化效果只能在其對應行動中領取</translation>
        </message>
        <message>
            <source>At most 6 tokens fit in one action row</source>
            <translation>每種行動最多分配 6 個行動值指示物</translation>
        </message>
        <message>
            <source>At most {n} ideas fit this action</source>
            <translation>這個行動最多只能放 {n} 個主意</translation>
        </message>
        <message>
            <source>Breaking news: {card}</source>
            <translation>新聞快報：{card}</translation>
        </message>
        <message>
            <source>Buy letters or claim gears, then pass</source>
            <translation>可購買活字或領取齒輪獎勵，然後略過</translation>
        </message>
        <message>
            <source>Call Layout! on your turn instead</source>
            <translation>請在你的回合喊出「排版！」</translation>
        </message>
        <message>
            <source>Catharsis: {patient}'s sorrow lifts</source>
            <translation>淨化作用：{patient}的悲傷圖層被移除</translation>
        </message>
        <message>
            <source>Characters are picked in seat order</source>
            <translation>依座位順序挑選角色</translation>
        </message>
        <message>
            <source>Choose a letter ({n} left)</source>
            <translation>選擇 1 個活字（剩 {n} 個）</translation>
        </message>
        <message>
            <source>Choose a specialty to raise by {n}</source>
            <translation>選擇要提昇 {n} 級的專長</translation>
        </message>
        <message>
            <source>Choose a treatise to publish</source>
            <translation>選擇要發表的論文</translation>
        </message>
        <message>
            <source>Choose an ink colour from the bag ({n} left)</source>
            <translation>從抽袋選擇墨水顏色（剩 {n} 個）</translation>
        </message>
        <message>
            <source>Choose an unclaimed reward space</source>
            <translation>選擇一個尚未被領取的獎勵</translation>
        </message>
        <message>
            <source>Choose one colour for {n} insights</source>
            <translation>為 {n} 個頓悟選擇同一種顏色</translation>
        </message>
        <message>
            <source>Choose one effect</source>
            <translation>選擇一個效果</translation>
        </message>
        <message>
            <source>Choose one of the ink rows</source>
            <translation>選擇一個墨水欄位</translation>
        </message>
        <message>
            <source>Choose the colour of a {size} insight</source>
            <translation>選擇{size}頓悟的顏色</translation>
        </message>
        <message>
            <source>Choose tomorrow's focus news</source>
            <translation>選擇明天的焦點新聞</translation>
        </message>
        <message>
            <source>Choose your character</source>
            <translation>選擇你的角色</translation>
        </message>
        <message>
            <source>Claim a location goal tile</source>
            <translation>領取地點目標板塊</translation>
        </message>
        <message>
            <source>Claim a reward or a patron card, or pass</source>
            <translation>領取獎勵或贊助卡，或略過</translation>
        </message>
        <message>
            <source>Coffee conversions are only for your own turn</source>
            <translation>只能在自己的回合使用咖啡轉換</translation>
        </message>
        <message>
            <source>Complete your orders, then pass</source>
            <translation>完成你的訂單，然後略過</translation>
        </message>
        <message>
            <source>Discard one of your earlier orders</source>
            <translation>棄置一組你先前的訂單</translation>
        </message>
        <message>
            <source>Draft a design card for your order</source>
            <translation>為你的訂單選擇 1 張美編卡</translation>
        </message>
        <message>
            <source>Draft a printing card</source>
            <translation>選擇 1 張印刷卡</translation>
        </message>
        <message>
            <source>During Gathering kept tiles stay on the desk</source>
            <translation>採訪階段時，保留的板塊必須留在辦公桌上</translation>
        </message>
        <message>
            <source>Each patient is treated at most once a turn</source>
            <translation>每名案主每回合最多治療 1 次</translation>
        </message>
        <message>
            <source>Elevate an insight (or skip)</source>
            <translation>提升 1 個頓悟（或略過）</translation>
        </message>
        <message>
            <source>Elevate which insight (coffee)?</source>
            <translation>要以咖啡提升哪個頓悟？</translation>
        </message>
        <message>
            <source>Era II begins: era I tiles leave the market; the recall reminder flips</source>
            <translation>時代 Ⅱ 開始：時代 Ⅰ 板塊移出市場，召回提醒板塊翻面</translation>
        </message>
        <message>
            <source>Execute {action} ({left} left), or stop</source>
            <translation>執行「{action}」（剩 {left} 次），或停止</translation>
        </message>
        <message>
            <source>Fill the {article} slot of {treatise}</source>
            <translation>填入《{treatise}》的{article}欄位</translation>
        </message>
        <message>
            <source>Finish this payment first</source>
            <translation>請先完成這筆支付</translation>
        </message>
        <message>
            <source>First answer the open choice ({kind})</source>
            <translation>請先回答目前的選擇（{kind}）</translation>
        </message>
        <message>
            <source>Focus news for tomorrow is drawn</source>
            <translation>抽出明天的焦點新聞</translation>
        </message>
        <message>
            <source>Free actions wait until this choice is made</source>
            <translation>請先完成這個選擇，再執行自由行動</translation>
        </message>
        <message>
            <source>Freud walks to {loc}</source>
            <translation>佛洛依德走到{loc}</translation>
        </message>
        <message>
            <source>Freud's prestige rises to {n}</source>
            <translation>佛洛依德的聲望升至 {n}</translation>
        </message>
        <message>
            <source>It is not your turn</source>
            <translation>還沒輪到你</translation>
        </message>
        <message>
            <source>It is not {player}'s turn</source>
            <translation>現在不是 {player} 的回合</translation>
        </message>
        <message>
            <source>It is not {player}'s turn to decide</source>
            <translation>現在不是 {player} 做選擇的時候</translation>
        </message>
        <message>
            <source>Keep one character tile</source>
            <translation>保留 1 片角色板塊</translation>
        </message>
        <message>
            <source>Keep one of your three starting method tiles</source>
            <translation>從 3 片起始方法板塊中保留 1 片</translation>
        </message>
        <message>
            <source>Keep one printing card and one design card</source>
            <translation>保留 1 張印刷卡與 1 張美編卡</translation>
        </message>
        <message>
            <source>Keep or return the tile in your hand first</source>
            <translation>請先保留或退回手上的板塊</translation>
        </message>
        <message>
            <source>Lay out your page, then call Print!</source>
            <translation>排好頭版後喊出「印刷！」</translation>
        </message>
        <message>
            <source>Layout is done one player at a time</source>
            <translation>排版一次由一位玩家進行</translation>
        </message>
        <message>
            <source>Move the inkwell {n} spaces, plus one per good idea you spend</source>
            <translation>墨水瓶前進 {n} 格，每使用 1 個好主意再多前進 1 格</translation>
        </message>
        <message>
            <source>Move your inkwell or treat your patients</source>
            <translation>移動墨水瓶或治療案主</translation>
        </message>
        <message>
            <source>Move your professor clockwise</source>
            <translation>順時針移動你的教授</translation>
        </message>
        <message>
            <source>No insight can be moved that way</source>
            <translation>沒有頓悟可以這樣移動</translation>
        </message>
        <message>
            <source>No latent dream is left</source>
            <translation>已經沒有隱性夢境</translation>
        </message>
        <message>
            <source>No manifest dream is left</source>
            <translation>已經沒有顯性夢境</translation>
        </message>
        <message>
            <source>No such cell</source>
            <translation>沒有這個方格</translation>
        </message>
        <message>
            <source>No such player</source>
            <translation>沒有這位玩家</translation>
        </message>
        <message>
            <source>No such tile</source>
            <translation>沒有這個板塊</translation>
        </message>
        <message>
            <source>Not enough free letters for this printing card</source>
            <translation>本輪可用的活字不足以完成這張印刷卡</translation>
        </message>
        <message>
            <source>Nothing happens on the top space</source>
            <translation>最上方的欄位沒有任何效果</translation>
        </message>
        <message>
            <source>Page tiles go back to the pool face down</source>
            <translation>頭版上的板塊正面朝下放回桌面中央</translation>
        </message>
        <message>
            <source>Pay for this effect?</source>
            <translation>要支付這個效果嗎？</translation>
        </message>
        <message>
            <source>Pay {need} for {source}</source>
            <translation>為{source}支付{need}</translation>
        </message>
        <message>
            <source>Pick the tile up first</source>
            <translation>請先拿起板塊</translation>
        </message>
        <message>
            <source>Place 1-3 ideas on a space and point them at an adjacent action</source>
            <translation>在 1 個欄位放置 1 至 3 個主意，指向相鄰的行動</translation>
        </message>
        <message>
            <source>Place at least one idea from your supply</source>
            <translation>至少要從供應區放置 1 個主意</translation>
        </message>
        <message>
            <source>Place ideas or recall them</source>
            <translation>放置主意或召回主意</translation>
        </message>
        <message>
            <source>Place the recall token</source>
            <translation>放置召回獎勵指示物</translation>
        </message>
        <message>
            <source>Place {tile} in a row of your grid</source>
            <translation>將「{tile}」放入你方法板塊的一列</translation>
        </message>
        <message>
            <source>Plan your actions: {tokens} tokens, up to 6 per row</source>
            <translation>計畫行動：共 {tokens} 個指示物，每種行動最多 6 個</translation>
        </message>
        <message>
            <source>Plans are revealed</source>
            <translation>所有玩家移開擋板，公開計畫</translation>
        </message>
        <message>
            <source>Play a research card ({left} more at most)</source>
            <translation>打出 1 張研究卡（最多再 {left} 張）</translation>
        </message>
        <message>
            <source>Put down the tile you are holding first</source>
            <translation>請先放下手上的板塊</translation>
        </message>
        <message>
            <source>Put your starting tile in the leftmost slot of a row</source>
            <translation>將起始方法板塊放在某一列最左側的欄位</translation>
        </message>
        <message>
            <source>Recall stack {stack} of {district} is empty: its icon is revealed</source>
            <translation>{district}的召回供應堆 {stack} 已空：露出其圖示</translation>
        </message>
        <message>
            <source>Remount a second gear, or pass</source>
            <translation>再重新安裝 1 個齒輪，或略過</translation>
        </message>
        <message>
            <source>Remount one of your gears in a new orientation</source>
            <translation>以新的方向重新安裝你的 1 個齒輪</translation>
        </message>
        <message>
            <source>Resolve the next effect, or finish</source>
            <translation>結算下一個效果，或結束</translation>
        </message>
        <message>
            <source>Round {round} begins</source>
            <translation>第 {round} 輪開始</translation>
        </message>
        <message>
            <source>Round {round}: {player}'s turn</source>
            <translation>第 {round} 輪：{player} 的回合</translation>
        </message>
        <message>
            <source>Several human players play the turn-based hot-seat mode</source>
            <translation>多位真人玩家時請使用回合制（輪流使用同一台電腦）模式</translation>
        </message>
        <message>
            <source>Sidebar bonus or main effect first?</source>
            <translation>先結算側邊欄增益還是主要效果？</translation>
        </message>
        <message>
            <source>Start {day}</source>
            <translation>開始{day}</translation>
        </message>
        <message>
            <source>Storage is empty: give up an insight to generate {slot}, or skip</source>
            <translation>存放區已空：犧牲 1 個頓悟以生成{slot}，或略過</translation>
        </message>
        <message>
            <source>Suppress an insight</source>
            <translation>抑制 1 個頓悟</translation>
        </message>
        <message>
            <source>Suppress an insight (or pay {n} coffee) for {source}</source>
            <translation>為{source}抑制 1 個頓悟（或支付 {n} 杯咖啡）</translation>
        </message>
        <message>
            <source>Swap a hand card with the face-up research card?</source>
            <translation>要用 1 張手牌交換正面朝上的研究卡嗎？</translation>
        </message>
        <message>
            <source>Take 1 to {n} adjacent tokens from the left</source>
            <translation>從左側起拿取 1 到 {n} 個相鄰的墨水</translation>
        </message>
        <message>
            <source>Take a gear from the board</source>
            <translation>從主遊戲圖板拿取 1 個齒輪</translation>
        </message>
        <message>
            <source>Take a manifest dream from the display or draw blind</source>
            <translation>從展示區拿取顯性夢境，或從牌庫隨機抽取</translation>
        </message>
        <message>
            <source>Take a method tile</source>
            <translation>拿取 1 片方法板塊</translation>
        </message>
        <message>
            <source>Take a new patient</source>
            <translation>接收 1 名新案主</translation>
        </message>
        <message>
            <source>Take a recall reward or treat your patients</source>
            <translation>領取召回獎勵或治療案主</translation>
        </message>
        <message>
            <source>Take a specialty card from the board and use it one of two ways</source>
            <translation>從主遊戲圖板拿取 1 張專長卡，並以二種方式之一使用</translation>
        </message>
        <message>
            <source>Take a tile, keep or return it, or call Layout!</source>
            <translation>拿取板塊並保留或退回，或喊出「排版！」</translation>
        </message>
        <message>
            <source>Take an order, or pass</source>
            <translation>接取 1 組訂單，或略過</translation>
        </message>
        <message>
            <source>Take ink from one row, or pass</source>
            <translation>從一個墨水欄位拿取墨水，或略過</translation>
        </message>
        <message>
            <source>Take one option of a prestige column</source>
            <translation>選擇聲望軌行動欄的 1 個選項</translation>
        </message>
        <message>
            <source>Take one printing card and one design card from the board</source>
            <translation>從主遊戲圖板拿取 1 張印刷卡與 1 張美編卡</translation>
        </message>
        <message>
            <source>Take or remount a gear, or pass</source>
            <translation>拿取或重新安裝齒輪，或略過</translation>
        </message>
        <message>
            <source>That action is not being executed now</source>
            <translation>現在不是執行該行動的時候</translation>
        </message>
        <message>
            <source>That action is not next to this space</source>
            <translation>這個行動不在此欄位旁邊</translation>
        </message>
        <message>
            <source>That conversion costs {n} coffee</source>
            <translation>這個轉換需要 {n} 杯咖啡</translation>
        </message>
        <message>
            <source>That converter is not yours, was used this turn or cannot be paid</source>
            <translation>這個轉換效果不是你的、本回合已使用過或無法支付</translation>
        </message>
        <message>
            <source>That idea space is taken</source>
            <translation>這個主意欄位已被佔用</translation>
        </message>
        <message>
            <source>That insight is too small (overpay with a larger one)</source>
            <translation>這個頓悟太小（可用較大的頓悟超付）</translation>
        </message>
        <message>
            <source>That is not one of the offered choices</source>
            <translation>這不是可選的選項</translation>
        </message>
        <message>
            <source>That move is not allowed now</source>
            <translation>現在不能這樣做</translation>
        </message>
        <message>
            <source>That patron card is not on the board</source>
            <translation>主遊戲圖板上沒有這張贊助卡</translation>
        </message>
        <message>
            <source>That recall space is not at your professor's location or is taken</source>
            <translation>這個召回獎勵欄位不在你教授的所在地點，或已被佔用</translation>
        </message>
        <message>
            <source>That reward space is already claimed this round</source>
            <translation>這個獎勵本輪已被領取</translation>
        </message>
        <message>
            <source>That tile is not in your hand</source>
            <translation>這個板塊不在你手上</translation>
        </message>
        <message>
            <source>That tile is not on your desk</source>
            <translation>這個板塊不在你的辦公桌上</translation>
        </message>
        <message>
            <source>That tile is not on your desk or page</source>
            <translation>這個板塊不在你的辦公桌或頭版上</translation>
        </message>
        <message>
            <source>That tile is not yours</source>
            <translation>這不是你的板塊</translation>
        </message>
        <message>
            <source>That treatment cannot be paid now (or is not the top dream)</source>
            <translation>目前無法支付這個治療（或不是最上層的夢境）</translation>
        </message>
        <message>
            <source>The Rival discards {printing} and {design}</source>
            <translation>虛擬玩家棄置了 {printing} 與 {design}</translation>
        </message>
        <message>
            <source>The Rival takes {action} and gains {n} prestige</source>
            <translation>虛擬玩家執行{action}，獲得 {n} 點聲望</translation>
        </message>
        <message>
            <source>The Sunday edition is out: the game ends</source>
            <translation>週日版出刊：遊戲結束</translation>
        </message>
        <message>
            <source>The board is refilled; {player} is the first player</source>
            <translation>主遊戲圖板已補充；{player} 成為起始玩家</translation>
        </message>
        <message>
            <source>The clock only moves forward</source>
            <translation>時間只能向前</translation>
        </message>
        <message>
            <source>The clock runs</source>
            <translation>計時中</translation>
        </message>
        <message>
            <source>The colour must match (or transfer it with coffee)</source>
            <translation>顏色必須相符（或用咖啡移情）</translation>
        </message>
        <message>
            <source>The day has not started</source>
            <translation>這一天還沒開始</translation>
        </message>
        <message>
            <source>The drag of {tile} is cancelled</source>
            <translation>{tile} 的拖曳已取消</translation>
        </message>
        <message>
            <source>The end is triggered: round {round} is the last</source>
            <translation>觸發遊戲結束：第 {round} 輪為最後一輪</translation>
        </message>
        <message>
            <source>The focus tile is already there</source>
            <translation>焦點新聞板塊已在該處</translation>
        </message>
        <message>
            <source>The focus tile misses a star square: it scores 0</source>
            <translation>焦點新聞板塊沒有蓋住所有星星方格：得 0 分</translation>
        </message>
        <message>
            <source>The focus tile must cover every star inside the area</source>
            <translation>焦點新聞板塊必須在區域內蓋住所有星星方格</translation>
        </message>
        <message>
            <source>The game is over</source>
            <translation>遊戲已經結束</translation>
        </message>
        <message>
            <source>The game is over: final scoring</source>
            <translation>遊戲結束：進入最終計分</translation>
        </message>
        <message>
            <source>The lowest finish token picks first</source>
            <translation>完稿指示物數字最小者先選</translation>
        </message>
        <message>
            <source>The research deck is empty: {player} scores {vp} VP instead</source>
            <translation>研究牌庫已空：{player} 改為獲得 {vp} 勝利分數</translation>
        </message>
        <message>
            <source>The rules failed on this action: {error}</source>
            <translation>規則處理此動作時出錯：{error}</translation>
        </message>
        <message>
            <source>The start player must be one of the seats</source>
            <translation>起始玩家必須是其中一個座位</translation>
        </message>
        <message>
            <source>The table cannot do that now</source>
            <translation>現在不能這樣做</translation>
        </message>
        <message>
            <source>The {deck} deck is rebuilt from its discard pile</source>
            <translation>{deck}牌庫以棄牌區重新洗成</translation>
        </message>
        <message>
            <source>There is no gear in that slot</source>
            <translation>該欄位沒有齒輪</translation>
        </message>
        <message>
            <source>There is no idea space {space}</source>
            <translation>沒有主意欄位 {space}</translation>
        </message>
        <message>
            <source>There is no patient in that room</source>
            <translation>這間案主室沒有案主</translation>
        </message>
        <message>
            <source>There is no such player</source>
            <translation>沒有這位玩家</translation>
        </message>
        <message>
            <source>There is no token in that row</source>
            <translation>該行動上沒有指示物</translation>
        </message>
        <message>
            <source>This editor is still busy</source>
            <translation>這位編輯還在忙</translation>
        </message>
        <message>
            <source>This gear was already claimed this round</source>
            <translation>這個齒輪本輪已領取過獎勵</translation>
        </message>
        <message>
            <source>This patron card is available from round {round}</source>
            <translation>這張贊助卡從第 {round} 輪起才能拿取</translation>
        </message>
        <message>
            <source>Tile no longer available</source>
            <translation>板塊已被拿走</translation>
        </message>
        <message>
            <source>Tiles may not overlap</source>
            <translation>板塊不能重疊</translation>
        </message>
        <message>
            <source>Tiles must lie wholly inside the day's area</source>
            <translation>板塊必須完全位於當天的區域內</translation>
        </message>
        <message>
            <source>Time is up: every page freezes</source>
            <translation>時間到：所有頭版停止排版</translation>
        </message>
        <message>
            <source>Train a specialty, or pass</source>
            <translation>培養專長，或略過</translation>
        </message>
        <message>
            <source>Transfer an insight to another colour (or skip)</source>
            <translation>將 1 個頓悟移情至其他顏色（或略過）</translation>
        </message>
        <message>
            <source>Transfer which insight (coffee)?</source>
            <translation>要以咖啡移情哪個頓悟？</translation>
        </message>
        <message>
            <source>Treat a patient (each at most once this turn), or finish</source>
            <translation>治療案主（每名本回合最多 1 次），或結束</translation>
        </message>
        <message>
            <source>Trigger which column?</source>
            <translation>要觸發哪一行？</translation>
        </message>
        <message>
            <source>Trigger which row?</source>
            <translation>要觸發哪一列？</translation>
        </message>
        <message>
            <source>Two more cards cost {price} coins; you have {coins}</source>
            <translation>再抽兩張卡要 {price} 元；你有 {coins} 元</translation>
        </message>
        <message>
            <source>Unconscious Mind takes 1–4 players</source>
            <translation>《Unconscious Mind》適合 1 至 4 人</translation>
        </message>
        <message>
            <source>Unknown action row {row}</source>
            <translation>未知的行動 {row}</translation>
        </message>
        <message>
            <source>Unknown coffee conversion {kind}</source>
            <translation>未知的咖啡轉換 {kind}</translation>
        </message>
        <message>
            <source>Unknown command {kind}</source>
            <translation>未知的指令 {kind}</translation>
        </message>
        <message>
            <source>Unlock an idea or trigger a column</source>
            <translation>解鎖 1 個主意或觸發一行</translation>
        </message>
        <message>
            <source>Use the effect of {card}?</source>
            <translation>要使用「{card}」的效果嗎？</translation>
        </message>
        <message>
            <source>Use the main effect of {tile}?</source>
            <translation>要使用「{tile}」的主要效果嗎？</translation>
        </message>
        <message>
            <source>Use {loc} ({left} of {total} left)?</source>
            <translation>要使用{loc}的效果嗎（共 {total} 次，剩 {left} 次）？</translation>
        </message>
        <message>
            <source>Which patient gets the heart?</source>
            <translation>哪名案主獲得這個治療分數？</translation>
        </message>
        <message>
            <source>Which player-colour insight leaves the dial?</source>
            <translation>要從頓悟錶盤移出哪個玩家代表色頓悟？</translation>
        </message>
        <message>
            <source>Which room gets {patient}?</source>
            <translation>要將{patient}放入哪間案主室？</translation>
        </message>
        <message>
            <source>You called Layout! and may take no more tiles</source>
            <translation>你已喊出「排版！」，不能再拿取板塊</translation>
        </message>
        <message>
            <source>You cannot carry out any option of that action now</source>
            <translation>你目前無法執行這個行動的任何選項</translation>
        </message>
        <message>
            <source>You cannot pay for that ink</source>
            <translation>你付不起這些墨水的費用</translation>
        </message>
        <message>
            <source>You do not hold that order</source>
            <translation>你沒有這組訂單</translation>
        </message>
        <message>
            <source>You do not hold the ink this design card asks for</source>
            <translation>你沒有這張美編卡所需的墨水</translation>
        </message>
        <message>
            <source>You do not meet this patron card's requirement</source>
            <translation>你未符合這張贊助卡的拿取條件</translation>
        </message>
        <message>
            <source>You do not qualify for that district scoring space (or it is taken)</source>
            <translation>你不符合這個行政區得分欄位的條件（或已被佔用）</translation>
        </message>
        <message>
            <source>You have no action tokens left</source>
            <translation>你已沒有剩餘的行動值指示物</translation>
        </message>
        <message>
            <source>You have only {n} ideas in your supply</source>
            <translation>你的供應區只有 {n} 個主意</translation>
        </message>
        <message>
            <source>You have printed and may not touch your page</source>
            <translation>你已送印，不能再碰觸頭版</translation>
        </message>
        <message>
            <source>You have {n} good ideas to add</source>
            <translation>你有 {n} 個好主意可加入</translation>
        </message>
        <message>
            <source>You move one tile at a time</source>
            <translation>一次只能移動一個板塊</translation>
        </message>
        <message>
            <source>You placed no token on this action</source>
            <translation>你沒有在這項行動分配指示物</translation>
        </message>
        <message>
            <source>You take tiles one at a time, with one hand</source>
            <translation>只能用一隻手一次拿取一個板塊</translation>
        </message>
        <message>
            <source>Your ideas already point at that action</source>
            <translation>你已有主意指向這個行動</translation>
        </message>
        <message>
            <source>Your workshop is full: discard an unmarked gear</source>
            <translation>你的印刷廠已滿：須棄置 1 個未放指示物的齒輪</translation>
        </message>
        <message>
            <source>no action</source>
            <translation>沒有動作</translation>
        </message>
        <message>
            <source>shared victory (tie on points and every tie-breaker)</source>
            <translation>共享勝利（分數與所有決勝條件皆相同）</translation>
        </message>
        <message>
            <source>tie on points broken by {desc}</source>
            <translation>同分，以{desc}決勝</translation>
        </message>
        <message>
            <source>{a} and {b} touch, excused by an ability</source>
            <translation>{a} 與 {b} 相鄰，因角色能力而不計</translation>
        </message>
        <message>
            <source>{day} begins: the timer starts</source>
            <translation>{day}開始：計時器啟動</translation>
        </message>
        <message>
            <source>{dream} joins the dream display</source>
            <translation>「{dream}」加入夢境展示區</translation>
        </message>
        <message>
            <source>{dream} leaves the dream display</source>
            <translation>「{dream}」離開夢境展示區</translation>
        </message>
        <message>
            <source>{name} is a computer player</source>
            <translation>{name} 是電腦玩家</translation>
        </message>
        <message>
            <source>{patient} joins the patient display</source>
            <translation>{patient}加入案主展示區</translation>
        </message>
        <message>
            <source>{player} advances on the bonus track</source>
            <translation>{player} 在獎勵軌上前進</translation>
        </message>
        <message>
            <source>{player} becomes {character}</source>
            <translation>{player} 成為{character}</translation>
        </message>
        <message>
            <source>{player} buys the letter {letter} for {price} coins</source>
            <translation>{player} 花 {price} 元購買活字 {letter}</translation>
        </message>
        <message>
            <source>{player} calls Layout!</source>
            <translation>{player} 喊出「排版！」</translation>
        </message>
        <message>
            <source>{player} calls Print!</source>
            <translation>{player} 喊出「印刷！」</translation>
        </message>
        <message>
            <source>{player} cannot act and passes</source>
            <translation>{player} 無法行動，略過</translation>
        </message>
        <message>
            <source>{player} cannot place and has no idea on the table: an empty recall</source>
            <translation>{player} 無法放置也沒有主意在會議桌上：進行空的召回</translation>
        </message>
        <message>
            <source>{player} cites {card} from {owner}'s treatise; {owner} scores {vp} VP</source>
            <translation>{player} 引用 {owner} 論文中的「{card}」；{owner} 獲得 {vp} 勝利分數</translation>
        </message>
        <message>
            <source>{player} claims a gear</source>
            <translation>{player} 領取齒輪獎勵</translation>
        </message>
        <message>
            <source>{player} claims the goal {goal}</source>
            <translation>{player} 領取目標「{goal}」</translation>
        </message>
        <message>
            <source>{player} claims {reward}</source>
            <translation>{player} 領取獎勵：{reward}</translation>
        </message>
        <message>
            <source>{player} completes column {col}: an insight is unlocked</source>
            <translation>{player} 完成第 {col} 行：解鎖 1 個頓悟</translation>
        </message>
        <message>
            <source>{player} completes row {row}: an insight is unlocked</source>
            <translation>{player} 完成第 {row} 列：解鎖 1 個頓悟</translation>
        </message>
        <message>
            <source>{player} completes {word}</source>
            <translation>{player} 完成訂單：{word}</translation>
        </message>
        <message>
            <source>{player} converts coffee into a good idea</source>
            <translation>{player} 將咖啡轉換為 1 個好主意</translation>
        </message>
        <message>
            <source>{player} converts {n} coffee to pay with {slot}</source>
            <translation>{player} 轉換 {n} 杯咖啡，以{slot}支付</translation>
        </message>
        <message>
            <source>{player} covers a recall space at {loc}</source>
            <translation>{player} 覆蓋{loc}的召回獎勵欄位</translation>
        </message>
        <message>
            <source>{player} cures {patient}</source>
            <translation>{player} 治癒{patient}</translation>
        </message>
        <message>
            <source>{player} discards an order</source>
            <translation>{player} 棄置一組訂單</translation>
        </message>
        <message>
            <source>{player} drafts an order</source>
            <translation>{player} 選擇一組訂單</translation>
        </message>
        <message>
            <source>{player} draws cards for a new order</source>
            <translation>{player} 為新訂單抽牌</translation>
        </message>
        <message>
            <source>{player} draws the latent dream {dream}</source>
            <translation>{player} 抽到隱性夢境「{dream}」</translation>
        </message>
        <message>
            <source>{player} draws the manifest dream {dream} blind</source>
            <translation>{player} 從牌庫抽到顯性夢境「{dream}」</translation>
        </message>
        <message>
            <source>{player} draws {n} research cards</source>
            <translation>{player} 抽取 {n} 張研究卡</translation>
        </message>
        <message>
            <source>{player} draws {patient} blind</source>
            <translation>{player} 從牌庫抽到{patient}</translation>
        </message>
        <message>
            <source>{player} gains the patronage of {card}</source>
            <translation>{player} 獲得{card}的贊助</translation>
        </message>
        <message>
            <source>{player} gains {n} good ideas</source>
            <translation>{player} 獲得 {n} 個好主意</translation>
        </message>
        <message>
            <source>{player} gains {what}</source>
            <translation>{player} 獲得 {what}</translation>
        </message>
        <message>
            <source>{player} gets no recall reward</source>
            <translation>{player} 沒有獲得召回獎勵</translation>
        </message>
        <message>
            <source>{player} has planned</source>
            <translation>{player} 已完成計畫</translation>
        </message>
        <message>
            <source>{player} heals {patient}: {old} → {new}</source>
            <translation>{player} 治療{patient}：{old} → {new}</translation>
        </message>
        <message>
            <source>{player} installs {gear}</source>
            <translation>{player} 安裝了{gear}</translation>
        </message>
        <message>
            <source>{player} keeps {tile}</source>
            <translation>{player} 保留了{tile}</translation>
        </message>
        <message>
            <source>{player} keeps {tile}; the professor starts at {loc}</source>
            <translation>{player} 保留「{tile}」；教授從{loc}出發</translation>
        </message>
        <message>
            <source>{player} lays out the page</source>
            <translation>{player} 正在排版</translation>
        </message>
        <message>
            <source>{player} loses {n} VP ({total})</source>
            <translation>{player} 失去 {n} 勝利分數（{total}）</translation>
        </message>
        <message>
            <source>{player} may activate {loc} {n} times</source>
            <translation>{player} 可觸發{loc} {n} 次</translation>
        </message>
        <message>
            <source>{player} moves the focus tile to {at}</source>
            <translation>{player} 將焦點新聞板塊移到 {at}</translation>
        </message>
        <message>
            <source>{player} moves the inkwell {n} spaces to {space}</source>
            <translation>{player} 將墨水瓶推進 {n} 格至「{space}」</translation>
        </message>
        <message>
            <source>{player} passes</source>
            <translation>{player} 略過</translation>
        </message>
        <message>
            <source>{player} pays coffee instead of suppressing</source>
            <translation>{player} 支付咖啡以代替抑制</translation>
        </message>
        <message>
            <source>{player} pays for more cards</source>
            <translation>{player} 付錢多抽卡片</translation>
        </message>
        <message>
            <source>{player} pays {n} VP</source>
            <translation>{player} 支付 {n} 勝利分數</translation>
        </message>
        <message>
            <source>{player} picks up {tile}</source>
            <translation>{player} 拿起 {tile}</translation>
        </message>
        <message>
            <source>{player} places a player-colour marker</source>
            <translation>{player} 放置 1 個玩家代表色頓悟標記</translation>
        </message>
        <message>
            <source>{player} places a player-colour marker from {slot}</source>
            <translation>{player} 從{slot}放置 1 個玩家代表色頓悟標記</translation>
        </message>
        <message>
            <source>{player} places the starting tile in row {row}</source>
            <translation>{player} 將起始方法板塊放在第 {row} 列</translation>
        </message>
        <message>
            <source>{player} places {n} ideas pointing at {action}</source>
            <translation>{player} 放置 {n} 個主意指向「{action}」</translation>
        </message>
        <message>
            <source>{player} places {tile} at {at}</source>
            <translation>{player} 將 {tile} 放在 {at}</translation>
        </message>
        <message>
            <source>{player} places {tile} face down in row {row}</source>
            <translation>{player} 將「{tile}」正面朝下放在第 {row} 列</translation>
        </message>
        <message>
            <source>{player} plays {card}</source>
            <translation>{player} 打出「{card}」</translation>
        </message>
        <message>
            <source>{player} publishes {treatise} ({vp} VP)</source>
            <translation>{player} 發表《{treatise}》（{vp} 勝利分數）</translation>
        </message>
        <message>
            <source>{player} puts {tile} on the desk</source>
            <translation>{player} 將 {tile} 放回辦公桌</translation>
        </message>
        <message>
            <source>{player} recalls {n} ideas from {spaces} spaces</source>
            <translation>{player} 從 {spaces} 個欄位召回 {n} 個主意</translation>
        </message>
        <message>
            <source>{player} remounts a gear</source>
            <translation>{player} 重新安裝一個齒輪</translation>
        </message>
        <message>
            <source>{player} replaces {old} (removed from the game)</source>
            <translation>{player} 取代「{old}」（移出遊戲）</translation>
        </message>
        <message>
            <source>{player} resolves {effect}</source>
            <translation>{player} 結算「{effect}」</translation>
        </message>
        <message>
            <source>{player} returns {tile} face up</source>
            <translation>{player} 將 {tile} 正面朝上退回</translation>
        </message>
        <message>
            <source>{player} scores {n} VP ({total})</source>
            <translation>{player} 獲得 {n} 勝利分數（{total}）</translation>
        </message>
        <message>
            <source>{player} scores {score} points and ${income} on {day}</source>
            <translation>{player} 在{day}獲得 {score} 分與 ${income}</translation>
        </message>
        <message>
            <source>{player} spends a good idea for one more execution</source>
            <translation>{player} 使用 1 個好主意多執行 1 次</translation>
        </message>
        <message>
            <source>{player} spends {n} good ideas</source>
            <translation>{player} 使用 {n} 個好主意</translation>
        </message>
        <message>
            <source>{player} swaps {card} for the face-up research card</source>
            <translation>{player} 以「{card}」交換正面朝上的研究卡</translation>
        </message>
        <message>
            <source>{player} takes a tile</source>
            <translation>{player} 拿取一個板塊</translation>
        </message>
        <message>
            <source>{player} takes an order</source>
            <translation>{player} 接取一組訂單</translation>
        </message>
        <message>
            <source>{player} takes finish token {token}</source>
            <translation>{player} 拿取完稿指示物 {token}</translation>
        </message>
        <message>
            <source>{player} takes focus news {focus}</source>
            <translation>{player} 拿取焦點新聞「{focus}」</translation>
        </message>
        <message>
            <source>{player} takes the letter {letter}</source>
            <translation>{player} 拿取活字 {letter}</translation>
        </message>
        <message>
            <source>{player} takes the manifest dream {dream}</source>
            <translation>{player} 拿取顯性夢境「{dream}」</translation>
        </message>
        <message>
            <source>{player} takes the {vp} VP scoring space of {district}</source>
            <translation>{player} 佔領{district}的 {vp} 分得分欄位</translation>
        </message>
        <message>
            <source>{player} takes {colour} ink</source>
            <translation>{player} 拿取{colour}色墨水</translation>
        </message>
        <message>
            <source>{player} takes {n} ink for {cost} coins</source>
            <translation>{player} 花 {cost} 元拿取 {n} 個墨水</translation>
        </message>
        <message>
            <source>{player} takes {patient} into room {room} ({hearts} hearts)</source>
            <translation>{player} 將{patient}安置在第 {room} 案主室（{hearts} 治療分數）</translation>
        </message>
        <message>
            <source>{player} takes {tile} from the {slot} of the {row} row</source>
            <translation>{player} 從{row}市場列的{slot}拿取「{tile}」</translation>
        </message>
        <message>
            <source>{player} times out and takes finish token {token}</source>
            <translation>{player} 時間到，拿取完稿指示物 {token}</translation>
        </message>
        <message>
            <source>{player} trains with {card}</source>
            <translation>{player} 使用{card}培養專長</translation>
        </message>
        <message>
            <source>{player} treats {patient} with the basic treatment</source>
            <translation>{player} 以基礎治療效果治療{patient}</translation>
        </message>
        <message>
            <source>{player} treats {patient} with {dream}</source>
            <translation>{player} 以「{dream}」治療{patient}</translation>
        </message>
        <message>
            <source>{player} turns {tile} face down</source>
            <translation>{player} 將 {tile} 翻為正面朝下</translation>
        </message>
        <message>
            <source>{player} turns {tile} face up</source>
            <translation>{player} 將 {tile} 翻為正面朝上</translation>
        </message>
        <message>
            <source>{player} unlocks an idea (column {col})</source>
            <translation>{player} 解鎖 1 個主意（第 {col} 行）</translation>
        </message>
        <message>
            <source>{player} uses a gear to draw more cards</source>
            <translation>{player} 使用齒輪多抽卡片</translation>
        </message>
        <message>
            <source>{player}'s gears turn</source>
            <translation>{player} 的齒輪轉動</translation>
        </message>
        <message>
            <source>{player}'s prestige rises to {n}</source>
            <translation>{player} 的聲望升至 {n}</translation>
        </message>
        <message>
            <source>{player}'s professor goes to {loc}</source>
            <translation>{player} 的教授前往{loc}</translation>
        </message>
        <message>
            <source>{player}'s professor is already with Freud: no effect</source>
            <translation>{player} 的教授已與佛洛依德同地點：沒有效果</translation>
        </message>
        <message>
            <source>{player}'s second room opens (the letter leaves the game)</source>
            <translation>{player} 的第二案主室開放（信件卡移出遊戲）</translation>
        </message>
        <message>
            <source>{player}'s turn timer runs out</source>
            <translation>{player} 的回合時間到</translation>
        </message>
        <message>
            <source>{player}'s {specialty} is at VI: 3 coins instead</source>
            <translation>{player} 的{specialty}已達 VI 級：改為獲得 3 元</translation>
        </message>
        <message>
            <source>{player}'s {specialty} rises to {level}</source>
            <translation>{player} 的{specialty}提昇至 {level} 級</translation>
        </message>
        <message>
            <source>{player}: coffee {old} → {new}</source>
            <translation>{player}：咖啡 {old} → {new}</translation>
        </message>
        <message>
            <source>{player}: {op} {slot}</source>
            <translation>{player}：{op}{slot}</translation>
        </message>
        <message>
            <source>{tile} breaks today's breaking news: flipped face down</source>
            <translation>{tile} 違反今天的新聞快報：翻至正面朝下</translation>
        </message>
        <message>
            <source>{tile} goes back to the pool face up</source>
            <translation>{tile} 正面朝上退回桌面中央</translation>
        </message>
        <message>
            <source>{tile} is in {n} conflict(s) ({rule}): flipped face down</source>
            <translation>{tile} 有 {n} 處衝突（{rule}）：翻至正面朝下</translation>
        </message>
        <message>
            <source>{tile} is outside the day's area: removed to the desk</source>
            <translation>{tile} 超出當天的區域：移回辦公桌</translation>
        </message>
        <message>
            <source>{tile} is revealed in the {row} market row</source>
            <translation>「{tile}」在{row}市場列翻開</translation>
        </message>
        <message>
            <source>{tile} is rotated: removed to the desk</source>
            <translation>{tile} 被旋轉：移回辦公桌</translation>
        </message>
        <message>
            <source>{tile} leaves the market</source>
            <translation>「{tile}」離開市場</translation>
        </message>
    </context>
</TS>
