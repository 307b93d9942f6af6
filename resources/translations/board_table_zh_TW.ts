<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
    <context>
        <name>CalculatorMenu</name>
        <message>
            <location filename="../../desktop_app/ui/menus.py" line="84" />
            <source>Score a &amp;physical game</source>
            <translation>為實體遊戲計分(&amp;P)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/menus.py" line="87" />
            <source>{game} (no calculator yet)</source>
            <translation>{game}（尚無計分器）</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/menus.py" line="98" />
            <source>Score calculator</source>
            <translation>計分器</translation>
        </message>
    </context>
    <context>
        <name>DecisionScene</name>
        <message>
            <location filename="../../desktop_app/ui/decision_scene.py" line="88" />
            <source>The game is over.</source>
            <translation>遊戲結束。</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/decision_scene.py" line="92" />
            <source>Waiting for {names}…</source>
            <translation>等待 {names}…</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/decision_scene.py" line="98" />
            <source>Last events</source>
            <translation>最近事件</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/decision_scene.py" line="122" />
            <source>computer</source>
            <translation>電腦</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/decision_scene.py" line="159" />
            <source>… and {n} more</source>
            <translation>…還有 {n} 項</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/decision_scene.py" line="167" />
            <source>the table</source>
            <translation>桌面</translation>
        </message>
    </context>
    <context>
        <name>Errors</name>
        <message>
            <location filename="../../desktop_app/ui/errors.py" line="52" />
            <source>Something went wrong</source>
            <translation>發生錯誤</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/errors.py" line="53" />
            <source>The app hit an unexpected problem and the last action was not completed. Nothing was lost: a game in progress stays as it was and its last autosave is kept.</source>
            <translation>程式遇到意外的問題，上一個操作沒有完成。沒有任何損失：進行中的遊戲維持原狀，最後一次自動存檔也保留著。</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/errors.py" line="57" />
            <source>The details for a bug report are in {path}</source>
            <translation>回報問題所需的詳細資料在 {path}</translation>
        </message>
        <message>
            <source>The app hit an unexpected problem and the last action was not completed:

{error}</source>
            <translation type="vanished">程式遇到意外問題，最後一個動作沒有完成：

{error}</translation>
        </message>
    </context>
    <context>
        <name>GameCard</name>
        <message>
            <location filename="../../desktop_app/ui/library.py" line="121" />
            <source>{n} players</source>
            <translation>{n} 位玩家</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/library.py" line="122" />
            <source>{low}–{high} players</source>
            <translation>{low}–{high} 位玩家</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/library.py" line="125" />
            <source>min</source>
            <translation>分鐘</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/library.py" line="127" />
            <location filename="../../desktop_app/ui/library.py" line="130" />
            <source>Coming soon</source>
            <translation>即將推出</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/library.py" line="130" />
            <source>New game</source>
            <translation>開新遊戲</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/library.py" line="132" />
            <source>The rules of this game are not implemented yet.</source>
            <translation>這款遊戲的規則尚未實作。</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/library.py" line="133" />
            <source>Rules</source>
            <translation>規則</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/library.py" line="134" />
            <source>Resume unfinished game</source>
            <translation>繼續未完成的遊戲</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/library.py" line="136" />
            <source>Last saved {when}</source>
            <translation>最後存檔：{when}</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/library.py" line="139" />
            <source>The rules of this game for players are still being written.</source>
            <translation>這款遊戲給玩家看的規則還在撰寫中。</translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message>
            <source>Paused</source>
            <translation>已暫停</translation>
        </message>
        <message>
            <source>Waiting for you to continue</source>
            <translation>等你按「繼續」</translation>
        </message>
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
            <source>Not now: {prompt} ({rule})</source>
            <translation>現在不行：{prompt} ({rule})</translation>
        </message>
        <message>
            <source>Not now: {prompt}</source>
            <translation>現在不行：{prompt}</translation>
        </message>
        <message>
            <source>Not now: pass the device to {name}</source>
            <translation>現在不行：請把裝置交給 {name}</translation>
        </message>
        <message>
            <source>Not now: it is {name}'s turn</source>
            <translation>現在不行：目前輪到 {name}</translation>
        </message>
        <message>
            <source>Not now: the game is over</source>
            <translation>現在不行：遊戲已經結束</translation>
        </message>
        <message>
            <source>Not now: {status}</source>
            <translation>現在不行：{status}</translation>
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
            <source>Game over. {result}</source>
            <translation>遊戲結束。{result}</translation>
        </message>
        <message>
            <source>The earlier moves could not all be listed ({error})</source>
            <translation type="vanished">無法列出先前的所有動作（{error}）</translation>
        </message>
        <message>
            <source>… {count} earlier log lines are not shown</source>
            <translation>…另有 {count} 行較早的紀錄未顯示</translation>
        </message>
        <message>
            <source>{name}'s secret choice is final ({rule})</source>
            <translation>{name} 的秘密選擇已確定，不能反悔（{rule}）</translation>
        </message>
        <message>
            <source>that was {name}'s move</source>
            <translation>那是 {name} 的動作</translation>
        </message>
        <message>
            <source>the device has been passed on since {name}'s move</source>
            <translation>{name} 行動後裝置已交給下一位</translation>
        </message>
        <message>
            <source>{name} has made no move since taking the device</source>
            <translation>{name} 接過裝置後尚未行動</translation>
        </message>
        <message>
            <source>the clock has run since that move</source>
            <translation>那個動作之後時間已經流逝</translation>
        </message>
        <message>
            <source>the clock runs and this game has no inverse moves</source>
            <translation>計時進行中，而本遊戲沒有可撤回的反向動作</translation>
        </message>
        <message>
            <source>{reason} ({rule})</source>
            <translation>{reason}（{rule}）</translation>
        </message>
        <message>
            <source>{name} takes back a move</source>
            <translation>{name} 撤回一個動作</translation>
        </message>
    </context>
    <context>
        <name>GameOverFlow</name>
        <message>
            <location filename="../../desktop_app/ui/game_over.py" line="94" />
            <source>Play again</source>
            <translation>再玩一局</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_over.py" line="95" />
            <source>The same players and options, a new seed</source>
            <translation>相同的玩家與選項，新的種子</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_over.py" line="97" />
            <source>Back to library</source>
            <translation>回到遊戲庫</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_over.py" line="124" />
            <source>Could not start the game</source>
            <translation>無法開始遊戲</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_over.py" line="91" />
            <source>Score s&amp;ummary</source>
            <translation>計分摘要(&amp;U)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_over.py" line="92" />
            <source>Open the end-of-game score summary again</source>
            <translation>再次開啟遊戲結束時的計分摘要</translation>
        </message>
    </context>
    <context>
        <name>GameWindow</name>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="219" />
            <source>{game} — seed {seed}, {count} actions so far</source>
            <translation>{game} — 亂數種子 {seed}，目前共 {count} 個動作</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="222" />
            <source>No Chinese (CJK) font found: 繁體中文 text will print as empty boxes. Install a CJK font such as Noto Sans CJK (fonts-noto-cjk).</source>
            <translation>找不到中文（CJK）字型：繁體中文會印成空白方框。請安裝 CJK 字型，例如 Noto Sans CJK（fonts-noto-cjk）。</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="290" />
            <source>{name} is thinking…</source>
            <translation>{name} 思考中…</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="394" />
            <source>{game}{file} — Board Table</source>
            <translation>{game}{file} — 桌遊桌</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="395" />
            <source>&amp;Game</source>
            <translation>遊戲(&amp;G)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="396" />
            <source>&amp;New game…</source>
            <translation>開新遊戲(&amp;N)…</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="397" />
            <source>&amp;Open…</source>
            <translation>開啟(&amp;O)…</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="398" />
            <source>&amp;Save</source>
            <translation>儲存(&amp;S)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="399" />
            <source>Save &amp;as…</source>
            <translation>另存新檔(&amp;A)…</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="400" />
            <source>&amp;Close game</source>
            <translation>關閉遊戲(&amp;C)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="401" />
            <source>&amp;Print score summary…</source>
            <translation>列印計分摘要(&amp;P)…</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="402" />
            <source>&amp;Export score summary as PDF…</source>
            <translation>將計分摘要匯出為 PDF(&amp;E)…</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="403" />
            <source>&amp;Quit</source>
            <translation>結束(&amp;Q)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="404" />
            <source>&amp;Edit</source>
            <translation>編輯(&amp;E)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="405" />
            <source>&amp;View</source>
            <translation>檢視(&amp;V)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="406" />
            <source>Zoom &amp;in</source>
            <translation>放大(&amp;I)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="407" />
            <source>Zoom &amp;out</source>
            <translation>縮小(&amp;O)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="408" />
            <source>&amp;Fit board to window</source>
            <translation>版圖符合視窗大小(&amp;F)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="409" />
            <source>&amp;Animation speed</source>
            <translation>動畫速度(&amp;A)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="410" />
            <source>Off (instant)</source>
            <translation>關閉（立即）</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="411" />
            <source>Normal</source>
            <translation>一般</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="412" />
            <source>Fast</source>
            <translation>快速</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="413" />
            <source>&amp;Colour-blind patterns</source>
            <translation>色盲輔助花紋(&amp;C)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="414" />
            <source>&amp;Panels</source>
            <translation>面板(&amp;P)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="415" />
            <source>&amp;Help</source>
            <translation>說明(&amp;H)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="416" />
            <source>&amp;Rules of {game}</source>
            <translation>{game} 規則(&amp;R)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="417" />
            <source>&amp;About Board Table</source>
            <translation>關於桌遊桌(&amp;A)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="429" />
            <source>Finish the day</source>
            <translation>快轉完本日</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="430" />
            <source>Every person has finished: let the computer players' remaining time run fast instead of waiting</source>
            <translation>所有玩家都已完成：讓電腦玩家剩下的時間快速跑完，不必等待</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="438" />
            <source>&amp;Undo</source>
            <translation>復原(&amp;U)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="439" />
            <source>Undo your last move</source>
            <translation>復原你的上一步</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="441" />
            <source>Undo — not possible: {reason}</source>
            <translation>復原 — 無法復原：{reason}</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="442" />
            <source>Undo is not possible: {reason}</source>
            <translation>無法復原：{reason}</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="444" />
            <source>&amp;Redo</source>
            <translation>重做(&amp;R)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/open_game.py" line="31" />
            <source>Board Table games (*{suffix});;All files (*)</source>
            <translation>桌遊桌遊戲 (*{suffix});;所有檔案 (*)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="476" />
            <source>Save game</source>
            <translation>儲存遊戲</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="489" />
            <source>Could not save the game</source>
            <translation>無法儲存遊戲</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="492" />
            <source>Saved to {file}</source>
            <translation>已儲存到 {file}</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/open_game.py" line="50" />
            <source>Open game</source>
            <translation>開啟遊戲</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="516" />
            <location filename="../../desktop_app/ui/open_game.py" line="55" />
            <source>Could not open the game</source>
            <translation>無法開啟遊戲</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/game_window.py" line="517" />
            <location filename="../../desktop_app/ui/open_game.py" line="63" />
            <source>{file}: this file cannot be opened as a Board Table game</source>
            <translation>{file}：此檔案無法作為 Board Table 遊戲開啟</translation>
        </message>
    </context>
    <context>
        <name>HelpDialogs</name>
        <message>
            <location filename="../../desktop_app/ui/help_dialogs.py" line="89" />
            <source>Rules of {game}</source>
            <translation>{game} 規則</translation>
        </message>
        <message>
            <source>The rules text of this game is not installed.</source>
            <translation type="vanished">這款遊戲的規則文字未安裝。</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/help_dialogs.py" line="147" />
            <source>About Board Table</source>
            <translation>關於桌遊桌</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/help_dialogs.py" line="148" />
            <source>&lt;h3&gt;Board Table {version}&lt;/h3&gt;&lt;p&gt;Modern Euro board games with every rule enforced, offline — solo against computer opponents or hot-seat on one screen — and a score calculator for the copies on your table.&lt;/p&gt;&lt;p&gt;All artwork is drawn by the app itself; the game content is original.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;桌遊桌 {version}&lt;/h3&gt;&lt;p&gt;離線遊玩現代德式桌遊，每條規則都由程式把關——可單人對戰電腦，也可在同一台電腦上輪流遊玩——並提供計分器，為你桌上的實體遊戲計分。&lt;/p&gt;&lt;p&gt;所有圖像皆由程式自行繪製；遊戲內容為原創。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/help_dialogs.py" line="98" />
            <source>The rules of this game for players are still being written.</source>
            <translation>這款遊戲給玩家看的規則還在撰寫中。</translation>
        </message>
    </context>
    <context>
        <name>LanguageMenu</name>
        <message>
            <location filename="../../desktop_app/ui/menus.py" line="41" />
            <source>&amp;Language</source>
            <translation>語言(&amp;L)</translation>
        </message>
    </context>
    <context>
        <name>LibraryWidget</name>
        <message>
            <location filename="../../desktop_app/ui/library.py" line="230" />
            <source>Game library</source>
            <translation>遊戲庫</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/library.py" line="231" />
            <source>Choose a game to play alone against the computer or hot-seat with friends on this screen. Every rule is enforced.</source>
            <translation>選一款遊戲，單人對戰電腦，或與朋友在這個螢幕上輪流遊玩。每條規則都由程式把關。</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/library.py" line="233" />
            <source>Resume last game</source>
            <translation>繼續上一局</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/library.py" line="234" />
            <source>Played a game on your table? Game ▸ Score a physical game adds it up and prints the summary.  Saves, autosaves and content packs live in {folder}</source>
            <translation>在桌上玩了一局實體遊戲？「遊戲 ▸ 為實體遊戲計分」會幫你加總並列印摘要。存檔、自動存檔與內容包都放在 {folder}</translation>
        </message>
        <message>
            <source>Played a game on your table? Game ▸ Score a physical game adds it up and prints the summary.  Saves, the autosave and content packs live in {folder}</source>
            <translation type="vanished">在桌上玩了一局實體遊戲？「遊戲 ▸ 為實體遊戲計分」會幫你加總並列印摘要。存檔、自動存檔與內容包都放在 {folder}</translation>
        </message>
    </context>
    <context>
        <name>LogDock</name>
        <message>
            <location filename="../../desktop_app/ui/docks.py" line="51" />
            <source>Game log</source>
            <translation>遊戲紀錄</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../../desktop_app/ui/main_window.py" line="76" />
            <source>Board Table</source>
            <translation>桌遊桌</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/main_window.py" line="77" />
            <source>&amp;Game</source>
            <translation>遊戲(&amp;G)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/main_window.py" line="78" />
            <source>&amp;Open…</source>
            <translation>開啟(&amp;O)…</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/main_window.py" line="79" />
            <source>&amp;Resume last game</source>
            <translation>繼續上一局(&amp;R)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/main_window.py" line="80" />
            <source>&amp;Quit</source>
            <translation>結束(&amp;Q)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/main_window.py" line="81" />
            <source>&amp;View</source>
            <translation>檢視(&amp;V)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/main_window.py" line="82" />
            <source>&amp;Help</source>
            <translation>說明(&amp;H)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/main_window.py" line="83" />
            <source>&amp;About Board Table</source>
            <translation>關於桌遊桌(&amp;A)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/main_window.py" line="121" />
            <source>Could not load the game</source>
            <translation>無法載入遊戲</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/main_window.py" line="124" />
            <source>Content pack refused</source>
            <translation>內容包未被採用</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/main_window.py" line="144" />
            <location filename="../../desktop_app/ui/main_window.py" line="167" />
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
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="213" />
            <source>New game — {game}</source>
            <translation>開新遊戲 — {game}</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="214" />
            <source>Players ({low}–{high}):</source>
            <translation>玩家人數（{low}–{high}）：</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="216" />
            <source>Seats</source>
            <translation>座位</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="217" />
            <source>Name</source>
            <translation>名字</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="217" />
            <source>Colour</source>
            <translation>顏色</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="217" />
            <source>Played by</source>
            <translation>由誰操作</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="220" />
            <source>Red</source>
            <translation>紅</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="220" />
            <source>Blue</source>
            <translation>藍</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="220" />
            <source>Green</source>
            <translation>綠</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="221" />
            <source>Yellow</source>
            <translation>黃</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="221" />
            <source>Purple</source>
            <translation>紫</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="221" />
            <source>Black</source>
            <translation>黑</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="222" />
            <source>White</source>
            <translation>白</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="222" />
            <source>Orange</source>
            <translation>橘</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="226" />
            <source>Human</source>
            <translation>真人</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="226" />
            <source>Computer — easy</source>
            <translation>電腦 — 簡單</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="227" />
            <source>Computer — normal</source>
            <translation>電腦 — 普通</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="227" />
            <source>Computer — hard</source>
            <translation>電腦 — 困難</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="229" />
            <source>Seat {n}</source>
            <translation>座位 {n}</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="240" />
            <source>{option}:</source>
            <translation>{option}：</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="245" />
            <source>Variants and modules</source>
            <translation>變體與模組</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="246" />
            <source>Seed:</source>
            <translation>亂數種子：</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="247" />
            <source>The same seed and choices give the same game (shuffles, draws).</source>
            <translation>相同的種子與設定會得到相同的遊戲（洗牌、抽取）。</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="248" />
            <source>New seed</source>
            <translation>換一個種子</translation>
        </message>
        <message>
            <source>Player {n}</source>
            <translation>玩家 {n}</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="272" />
            <source>Every player needs a different name.</source>
            <translation>每位玩家的名字必須不同。</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="275" />
            <source>Every player needs a different colour.</source>
            <translation>每位玩家的顏色必須不同。</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="277" />
            <source>Enter a seed (any whole number).</source>
            <translation>請輸入亂數種子（任何整數）。</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/new_game_dialog.py" line="222" />
            <source>Brown</source>
            <translation>棕</translation>
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
        <name>QFileDialog</name>
        <message>
            <location filename="../../desktop_app/ui/i18n.py" line="56" />
            <source>&amp;Look in:</source>
            <translation>尋找於(&amp;L)：</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/i18n.py" line="56" />
            <source>Files of &amp;type:</source>
            <translation>檔案型態(&amp;T)：</translation>
        </message>
    </context>
    <context>
        <name>RulesDock</name>
        <message>
            <location filename="../../desktop_app/ui/docks.py" line="272" />
            <source>Rules help</source>
            <translation>規則說明</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/docks.py" line="283" />
            <source>Point at a piece to see its rule.</source>
            <translation>將滑鼠移到配件上即可看到相關規則。</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/docks.py" line="287" />
            <source>(rule text not available)</source>
            <translation>（沒有規則文字）</translation>
        </message>
    </context>
    <context>
        <name>ScoreDialog</name>
        <message>
            <location filename="../../desktop_app/ui/score_dialog.py" line="61" />
            <source>Solo rank: {rank}</source>
            <translation>單人評等：{rank}</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/score_dialog.py" line="60" />
            <source>none</source>
            <translation>無</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/score_dialog.py" line="49" />
            <source>Winner: {name}</source>
            <translation>勝利者：{name}</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/score_dialog.py" line="50" />
            <source>Winners: {names}</source>
            <translation>勝利者：{names}</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/score_dialog.py" line="37" />
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/score_dialog.py" line="77" />
            <source>Printing failed</source>
            <translation>列印失敗</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/score_dialog.py" line="85" />
            <source>Export score summary as PDF</source>
            <translation>將計分摘要匯出為 PDF</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/score_dialog.py" line="86" />
            <source>PDF files (*.pdf)</source>
            <translation>PDF 檔案 (*.pdf)</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/score_dialog.py" line="97" />
            <source>Export failed</source>
            <translation>匯出失敗</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/score_dialog.py" line="198" />
            <source>Score summary — {game}</source>
            <translation>計分摘要 — {game}</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/score_dialog.py" line="200" />
            <source>Final scores</source>
            <translation>最終分數</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/score_dialog.py" line="200" />
            <source>Scores so far</source>
            <translation>目前分數</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/score_dialog.py" line="208" />
            <source>Tie-break: {reason}</source>
            <translation>決勝：{reason}</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/score_dialog.py" line="210" />
            <source>Seed {seed}</source>
            <translation>亂數種子 {seed}</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/score_dialog.py" line="213" />
            <source>Print score summary…</source>
            <translation>列印計分摘要…</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/score_dialog.py" line="214" />
            <source>Export PDF…</source>
            <translation>匯出 PDF…</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/score_dialog.py" line="41" />
            <source>{rank}. {name} ({points})</source>
            <translation>{rank}. {name}（{points} 分）</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/score_dialog.py" line="44" />
            <source>Standings: {places}</source>
            <translation>目前排名：{places}</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/score_dialog.py" line="106" />
            <source>Score summary exported to {file}</source>
            <translation>計分摘要已匯出至 {file}</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/score_dialog.py" line="111" />
            <source>PDF exported</source>
            <translation>已匯出 PDF</translation>
        </message>
    </context>
    <context>
        <name>ScoreDock</name>
        <message>
            <location filename="../../desktop_app/ui/docks.py" line="148" />
            <source>Scores</source>
            <translation>分數</translation>
        </message>
    </context>
    <context>
        <name>ScoreTable</name>
        <message>
            <location filename="../../desktop_app/ui/score_table.py" line="84" />
            <source>Total</source>
            <translation>總分</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/score_table.py" line="84" />
            <source>Rank</source>
            <translation>名次</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/score_table.py" line="83" />
            <source>Not scored yet ({n})</source>
            <translation>尚未得分（{n} 項）</translation>
        </message>
    </context>
    <context>
        <name>UncheckedSave</name>
        <message>
            <location filename="../../desktop_app/ui/unchecked_save.py" line="25" />
            <source>Open from the moves?</source>
            <translation>依動作開啟？</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/unchecked_save.py" line="26" />
            <source>{file}: this game cannot be checked against the game that was saved.</source>
            <translation>{file}：無法將此遊戲與所存的遊戲核對。</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/unchecked_save.py" line="30" />
            <source>Board Table can open it from its moves, replayed by today's rules. The position may differ from the one you saved. Open it?</source>
            <translation>Board Table 可以依其動作、以現在的規則重播後開啟。局面可能與你存檔時不同。要開啟嗎？</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/unchecked_save.py" line="33" />
            <source>Open from the moves</source>
            <translation>依動作開啟</translation>
        </message>
    </context>
    <context>
        <name>UnfinishedGame</name>
        <message>
            <location filename="../../desktop_app/ui/unfinished.py" line="60" />
            <source>Unfinished game</source>
            <translation>未完成的遊戲</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/unfinished.py" line="38" />
            <source>You have an unfinished game of {game} (last saved {when}).</source>
            <translation>你有一局未完成的{game}（最後存檔：{when}）。</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/unfinished.py" line="50" />
            <source>The game you open replaces it: the unfinished game can then no longer be resumed.</source>
            <translation>你要開啟的遊戲會取代它：未完成的遊戲將無法再繼續。</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/unfinished.py" line="52" />
            <source>Abandon it and open the saved game</source>
            <translation>放棄它，開啟存檔</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/unfinished.py" line="54" />
            <source>A new game of {game} replaces it: the unfinished game can then no longer be resumed.</source>
            <translation>開始新的{game}會取代它：未完成的遊戲將無法再繼續。</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/unfinished.py" line="56" />
            <source>Abandon it and start the new game</source>
            <translation>放棄它，開始新遊戲</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/unfinished.py" line="39" />
            <source>Resume the unfinished game</source>
            <translation>繼續未完成的遊戲</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/unfinished.py" line="41" />
            <source>Your autosave of this game is 1 move further than this save (last saved {when}).</source>
            <translation>這局遊戲的自動存檔比這個存檔多走了 1 步（最後存檔：{when}）。</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/unfinished.py" line="43" />
            <source>Your autosave of this game is {n} moves further than this save (last saved {when}).</source>
            <translation>這局遊戲的自動存檔比這個存檔多走了 {n} 步（最後存檔：{when}）。</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/unfinished.py" line="45" />
            <source>If you open the save, the moves played after it can no longer be resumed.</source>
            <translation>若開啟存檔，存檔之後走的那幾步就無法再繼續了。</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/unfinished.py" line="47" />
            <source>Open the save</source>
            <translation>開啟存檔</translation>
        </message>
        <message>
            <location filename="../../desktop_app/ui/unfinished.py" line="48" />
            <source>Continue from the autosave</source>
            <translation>從自動存檔繼續</translation>
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
        <message>
            <source>{name}, tile {label}: a photo needs the categories or moods it scores</source>
            <translation>{name}，板塊 {label}：照片需要填寫它計分的類別或情緒</translation>
        </message>
        <message>
            <source>{name}, tile {label}: an ad needs its income</source>
            <translation>{name}，板塊 {label}：廣告需要填寫收益</translation>
        </message>
        <message>
            <source>{name}, tile {label}: an article needs good or bad news</source>
            <translation>{name}，板塊 {label}：文章需要標明好消息或壞消息</translation>
        </message>
        <message>
            <source>{name}, tile {label}: choose which tile it is (from the list, or describe it)</source>
            <translation>{name}，板塊 {label}：請選擇它是哪一塊板塊（從清單選，或描述它）</translation>
        </message>
        <message>
            <source>{name}, tile {label}: its squares do not make the shape of that tile</source>
            <translation>{name}，板塊 {label}：畫出的格子不是這塊板塊的形狀</translation>
        </message>
        <message>
            <source>{name}, tile {label}: paint its squares on the page</source>
            <translation>{name}，板塊 {label}：請在版面上畫出它的格子</translation>
        </message>
        <message>
            <source>{name}: choose the side of the focus tile</source>
            <translation>{name}：請選擇焦點新聞板塊的面</translation>
        </message>
        <message>
            <source>{name}: finish token {n} is also {other}'s (each token is taken once)</source>
            <translation>{name}：完稿指示物 {n} 也在 {other} 手上（每個指示物只能拿一次）</translation>
        </message>
        <message>
            <source>{name}: the squares marked F do not make the focus tile's shape</source>
            <translation>{name}：標為 F 的格子不是焦點新聞板塊的形狀</translation>
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
            <translation>選擇明天的焦點新聞（完稿指示物最小者先選）</translation>
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
            <source>Finish token</source>
            <translation>完稿指示物</translation>
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
            <translation>印刷！</translation>
        </message>
        <message>
            <source>Printed</source>
            <translation>已印刷</translation>
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
            <translation>已印刷</translation>
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
            <source>A gear is remounted in its own slot</source>
            <translation>齒輪只能在原本的齒槽重新安裝</translation>
        </message>
        <message>
            <source>Ability: {ability}</source>
            <translation>能力：{ability}</translation>
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
            <source>Buy a letter ({price} {price|coin|coins}):</source>
            <translation>購買活字（{price} 元）：</translation>
        </message>
        <message>
            <source>Can be taken from round {round}</source>
            <translation>第 {round} 輪起可拿取</translation>
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
            <source>Drop the gear on one of your mounts</source>
            <translation>請把齒輪放到你自己的齒槽上</translation>
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
            <source>Gears go into your own workshop, not {name}'s</source>
            <translation>齒輪只能裝進你自己的工坊，不能裝到 {name} 的工坊</translation>
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
            <source>Letters (type pieces); the next one costs {price} {price|coin|coins}</source>
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
            <source>Next letter: {price} {price|coin|coins}</source>
            <translation>下一個活字：{price} 元</translation>
        </message>
        <message>
            <source>Orders</source>
            <translation>訂單</translation>
        </message>
        <message>
            <source>Own the letters (kept): {letters}</source>
            <translation>擁有活字（不用交出）：{letters}</translation>
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
            <translation>爭取贊助</translation>
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
            <source>Return ink to the bag: {inks}</source>
            <translation>歸還墨水至墨水袋：{inks}</translation>
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
            <source>Show {name}'s workshop</source>
            <translation>查看 {name} 的工坊</translation>
        </message>
        <message>
            <source>Specialties</source>
            <translation>專長</translation>
        </message>
        <message>
            <source>Specialties at least: {levels}</source>
            <translation>專長至少：{levels}</translation>
        </message>
        <message>
            <source>Specialty cards</source>
            <translation>專長卡</translation>
        </message>
        <message>
            <source>Start: {bonus}</source>
            <translation>起始獎勵：{bonus}</translation>
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
            <source>Turn the gear with the mouse wheel first, then drop it on its mount</source>
            <translation>請先用滑鼠滾輪轉動齒輪，再放回它的齒槽</translation>
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
            <source>Worth {points}★ at the end</source>
            <translation>遊戲結束時值 {points}★</translation>
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
            <source>tie: turn order</source>
            <translation>同數：依回合順序</translation>
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
            <source>{coins} {coins|coin|coins} · {prestige}★ · {tokens} {tokens|token|tokens}</source>
            <translation>{coins} 元 · {prestige}★ · {tokens} 代幣</translation>
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
Pays {coins} {coins|coin|coins}</source>
            <translation>{name}
活字：{letters}
報酬 {coins} 元</translation>
        </message>
        <message>
            <source>{name}: letters {letters}, pays {coins} {coins|coin|coins}
Colour: {inks} → +{cp}★
Decoration: {spec} {level} → +{dp}★
Both: {bonus}
✓ letters ready / colour payable / decoration met; ✗ not yet</source>
            <translation>{name}：活字 {letters}，報酬 {coins} 元
上色：{inks} → +{cp}★
裝飾：{spec} {level} → +{dp}★
兩者皆達成：{bonus}
✓ 活字足夠／可付上色／裝飾達標；✗ 尚未</translation>
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
            <source>{n} {n|coin|coins}</source>
            <translation>{n} 元</translation>
        </message>
        <message>
            <source>{prestige} prestige</source>
            <translation>{prestige} 聲望</translation>
        </message>
        <message>
            <source>{specialty} level</source>
            <translation>{specialty} 等級</translation>
        </message>
    </context>
    <context>
        <name>HistoryActions</name>
        <message>
            <source>Board Table games (*.board-table.json);;All files (*)</source>
            <translation>Board Table 對局 (*.board-table.json);;所有檔案 (*)</translation>
        </message>
        <message>
            <source>Could not open the game</source>
            <translation>無法開啟這局遊戲</translation>
        </message>
        <message>
            <source>Could not replay this play</source>
            <translation>無法重播這一局</translation>
        </message>
        <message>
            <source>Replay a saved game</source>
            <translation>重播存檔</translation>
        </message>
        <message>
            <source>Replay a saved game…</source>
            <translation>重播存檔…</translation>
        </message>
        <message>
            <source>Statistics…</source>
            <translation>統計…</translation>
        </message>
        <message>
            <source>The play history cannot be opened</source>
            <translation>無法開啟對局紀錄</translation>
        </message>
    </context>
    <context>
        <name>HistoryButton</name>
        <message>
            <source>Game ▸ Statistics shows it</source>
            <translation>可在「遊戲 ▸ 統計」中查看</translation>
        </message>
        <message>
            <source>Keep this game in the play history (Game ▸ Statistics)</source>
            <translation>把這局存入對局紀錄（遊戲 ▸ 統計）</translation>
        </message>
        <message>
            <source>Not saved to history</source>
            <translation>未存入對局紀錄</translation>
        </message>
        <message>
            <source>Save to history</source>
            <translation>存入對局紀錄</translation>
        </message>
        <message>
            <source>Saved to history ✓</source>
            <translation>已存入對局紀錄 ✓</translation>
        </message>
        <message>
            <source>This result is already in the history</source>
            <translation>這個結果已在對局紀錄中</translation>
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
        <name>ReplayWindow</name>
        <message>
            <source>A new game from this position; the original stays as it was</source>
            <translation>從這個局面開一局新遊戲；原本的對局保持不變</translation>
        </message>
        <message>
            <source>Continue from here</source>
            <translation>從這裡繼續</translation>
        </message>
        <message>
            <source>Drag through the game; a mark shows where each round begins (PgUp / PgDn: a round)</source>
            <translation>拖曳瀏覽整局；刻記標出每回合的開始（PgUp / PgDn：一回合）</translation>
        </message>
        <message>
            <source>Everything (the game is over)</source>
            <translation>全部（遊戲已結束）</translation>
        </message>
        <message>
            <source>First move (Home)</source>
            <translation>第一步（Home）</translation>
        </message>
        <message>
            <source>Last move (End)</source>
            <translation>最後一步（End）</translation>
        </message>
        <message>
            <source>Next move (→)</source>
            <translation>下一步（→）</translation>
        </message>
        <message>
            <source>Previous move (←)</source>
            <translation>上一步（←）</translation>
        </message>
        <message>
            <source>Replay — {game}</source>
            <translation>重播 — {game}</translation>
        </message>
        <message>
            <source>Show the table as</source>
            <translation>以此視角顯示桌面</translation>
        </message>
    </context>
    <context>
        <name>StatisticsWindow</name>
        <message>
            <source>All games</source>
            <translation>所有遊戲</translation>
        </message>
        <message>
            <source>Any</source>
            <translation>不限</translation>
        </message>
        <message>
            <source>BG Stats play files (*.bgsplay)</source>
            <translation>BG Stats 對局檔 (*.bgsplay)</translation>
        </message>
        <message>
            <source>BG Stats play files (*.bgsplay);;All files (*)</source>
            <translation>BG Stats 對局檔 (*.bgsplay);;所有檔案 (*)</translation>
        </message>
        <message>
            <source>Best score</source>
            <translation>最高分</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>CSV 檔案 (*.csv)</translation>
        </message>
        <message>
            <source>Charts for</source>
            <translation>圖表對象</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>關閉</translation>
        </message>
        <message>
            <source>Computer ({level})</source>
            <translation>電腦（{level}）</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>日期</translation>
        </message>
        <message>
            <source>Export BG Stats…</source>
            <translation>匯出 BG Stats…</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>匯出 CSV…</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>匯出失敗</translation>
        </message>
        <message>
            <source>Export plays</source>
            <translation>匯出對局</translation>
        </message>
        <message>
            <source>From</source>
            <translation>從</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>遊戲</translation>
        </message>
        <message>
            <source>Import BG Stats…</source>
            <translation>匯入 BG Stats…</translation>
        </message>
        <message>
            <source>Import failed</source>
            <translation>匯入失敗</translation>
        </message>
        <message>
            <source>Import plays</source>
            <translation>匯入對局</translation>
        </message>
        <message>
            <source>List of plays</source>
            <translation>對局清單</translation>
        </message>
        <message>
            <source>Mean points by category — {game}</source>
            <translation>各項目平均分 — {game}</translation>
        </message>
        <message>
            <source>Mean score</source>
            <translation>平均分</translation>
        </message>
        <message>
            <source>Module</source>
            <translation>模組</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>人數</translation>
        </message>
        <message>
            <source>Players and scores</source>
            <translation>玩家與分數</translation>
        </message>
        <message>
            <source>Plays</source>
            <translation>局數</translation>
        </message>
        <message>
            <source>Plays: {plays} · games: {games}</source>
            <translation>對局：{plays} 局 · 遊戲：{games} 款</translation>
        </message>
        <message>
            <source>Points by category</source>
            <translation>各項目得分</translation>
        </message>
        <message>
            <source>Replay this play…</source>
            <translation>重播這一局…</translation>
        </message>
        <message>
            <source>Score distribution</source>
            <translation>分數分布</translation>
        </message>
        <message>
            <source>Scores of {who}</source>
            <translation>{who} 的分數</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>統計</translation>
        </message>
        <message>
            <source>To</source>
            <translation>到</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>勝率</translation>
        </message>
        <message>
            <source>Win rate of {who} over time</source>
            <translation>{who} 的勝率變化</translation>
        </message>
        <message>
            <source>Win rate over time</source>
            <translation>勝率變化</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>勝者</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>勝場</translation>
        </message>
        <message>
            <source>easy</source>
            <translation>簡單</translation>
        </message>
        <message>
            <source>hard</source>
            <translation>困難</translation>
        </message>
        <message>
            <source>normal</source>
            <translation>普通</translation>
        </message>
        <message>
            <source>random</source>
            <translation>隨機</translation>
        </message>
        <message>
            <source>vs {level}</source>
            <translation>對{level}</translation>
        </message>
        <message>
            <source>{added} new plays imported ({kept} already kept, {other} of other games)</source>
            <translation>已匯入 {added} 局新對局（{kept} 局已存在，{other} 局屬於其他遊戲）</translation>
        </message>
        <message>
            <source>{count} plays exported to {file}</source>
            <translation>已將 {count} 局匯出到 {file}</translation>
        </message>
        <message>
            <source>{name} (computer, {level})</source>
            <translation>{name}（電腦，{level}）</translation>
        </message>
        <message>
            <source>{wins} of {plays}</source>
            <translation>{plays} 局勝 {wins}</translation>
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
        <name>UmScene</name>
        <message>
            <source>(no cards — only you see your hand)</source>
            <translation>（沒有手牌——只有你看得到自己的手牌）</translation>
        </message>
        <message>
            <source>(supply empty)</source>
            <translation>（供應已空）</translation>
        </message>
        <message>
            <source>+1 heart for the matching icon</source>
            <translation>圖示相同 +1 治療分數</translation>
        </message>
        <message>
            <source>+{n} VP</source>
            <translation>+{n} 分</translation>
        </message>
        <message>
            <source>+{n} coffee per space with your ideas</source>
            <translation>每個有你主意的欄位 +{n} 杯咖啡</translation>
        </message>
        <message>
            <source>+{n} coffee: {spaces} {spaces|space|spaces} with your ideas</source>
            <translation>+{n} 杯咖啡：你的主意在 {spaces} 個欄位</translation>
        </message>
        <message>
            <source>+{slot}</source>
            <translation>+{slot}</translation>
        </message>
        <message>
            <source>, activate</source>
            <translation>，並觸發</translation>
        </message>
        <message>
            <source>A dream treats only the patient below it</source>
            <translation>夢境只能治療它下方的案主</translation>
        </message>
        <message>
            <source>A locked idea: the top rondel space unlocks it</source>
            <translation>鎖住的主意：行動輪最上方的欄位可以解鎖它</translation>
        </message>
        <message>
            <source>A method tile is taken only by an action or an effect</source>
            <translation>方法板塊只能透過行動或效果拿取</translation>
        </message>
        <message>
            <source>Add a complex patient</source>
            <translation>新增 1 名複雜案主</translation>
        </message>
        <message>
            <source>Add player</source>
            <translation>新增玩家</translation>
        </message>
        <message>
            <source>After your turn: the right tile of one market row and one manifest dream leave the game</source>
            <translation>你的回合後：一個市場列最右側的板塊與一張顯性夢境移出遊戲</translation>
        </message>
        <message>
            <source>An insight is suppressed only to pay a cost or by an effect</source>
            <translation>只有在支付費用或效果要求時才能抑制頓悟</translation>
        </message>
        <message>
            <source>An insight moves one ring out (elevate), one ring in (suppress) or to another colour of its ring (transfer)</source>
            <translation>頓悟只能往外移一圈（提升）、往內移一圈（抑制），或移到同一圈的其他顏色（轉換）</translation>
        </message>
        <message>
            <source>Any time on your turn:</source>
            <translation>自己回合中隨時可用：</translation>
        </message>
        <message>
            <source>Basic treatment</source>
            <translation>基礎治療</translation>
        </message>
        <message>
            <source>Basic treatment: {effect} (drag it onto a patient)</source>
            <translation>基礎治療：{effect}（拖到案主上）</translation>
        </message>
        <message>
            <source>Cannot open the sheet: {problem}</source>
            <translation>無法開啟計分表：{problem}</translation>
        </message>
        <message>
            <source>Cannot save the sheet: {problem}</source>
            <translation>無法儲存計分表：{problem}</translation>
        </message>
        <message>
            <source>Cannot score yet: {problem}</source>
            <translation>尚無法計分：{problem}</translation>
        </message>
        <message>
            <source>Cap</source>
            <translation>上限</translation>
        </message>
        <message>
            <source>Cards left to cite: {n}</source>
            <translation>可被引用的卡：{n}</translation>
        </message>
        <message>
            <source>Carry out the action once more, or stop.</source>
            <translation>再執行一次行動，或停止。</translation>
        </message>
        <message>
            <source>Cite from {owner}'s {treatise}</source>
            <translation>引用 {owner} 的《{treatise}》</translation>
        </message>
        <message>
            <source>Claim no more</source>
            <translation>不再領取</translation>
        </message>
        <message>
            <source>Claim {goal} ({vp} VP)</source>
            <translation>領取「{goal}」（{vp} 分）</translation>
        </message>
        <message>
            <source>Claimed</source>
            <translation>已被領取</translation>
        </message>
        <message>
            <source>Click a card of your hand to play it.</source>
            <translation>點選手中的一張卡來打出。</translation>
        </message>
        <message>
            <source>Click a card of your hand to swap it with the face-up card.</source>
            <translation>點選手中的一張卡，與正面朝上的卡交換。</translation>
        </message>
        <message>
            <source>Click a dream of the display, or draw one blind.</source>
            <translation>點選展示區的一張夢境，或從牌庫隨機抽一張。</translation>
        </message>
        <message>
            <source>Click a free reward space at your professor's location, or a district scoring space.</source>
            <translation>點選教授所在地點的空獎勵欄位，或行政區得分欄位。</translation>
        </message>
        <message>
            <source>Click a goal tile you meet to claim it.</source>
            <translation>點選你已達成的目標板塊來領取。</translation>
        </message>
        <message>
            <source>Click a treatise of the supplies.</source>
            <translation>點選一片論文。</translation>
        </message>
        <message>
            <source>Click a waiting patient, or draw one blind.</source>
            <translation>點選一名等候的案主，或從牌庫隨機抽一名。</translation>
        </message>
        <message>
            <source>Click the insight that pays (a highlighted marker), or choose below.</source>
            <translation>點選要支付的頓悟（有標示的標記），或從下方選擇。</translation>
        </message>
        <message>
            <source>Coffee</source>
            <translation>咖啡</translation>
        </message>
        <message>
            <source>Coffee: buy a good idea</source>
            <translation>咖啡：換 1 個好主意</translation>
        </message>
        <message>
            <source>Coffee: elevate an insight</source>
            <translation>咖啡：提升 1 個頓悟</translation>
        </message>
        <message>
            <source>Coffee: transfer an insight</source>
            <translation>咖啡：轉換 1 個頓悟</translation>
        </message>
        <message>
            <source>Coffee: {n} of {max}</source>
            <translation>咖啡：{n}／{max}</translation>
        </message>
        <message>
            <source>Column {n}</source>
            <translation>第 {n} 行</translation>
        </message>
        <message>
            <source>Column {n} full: {vp} VP once, unlocks this insight; the top space may then add: {ability}</source>
            <translation>第 {n} 行填滿：獲得 {vp} 分（僅一次）並解鎖這個頓悟；之後最上方欄位可加上：{ability}</translation>
        </message>
        <message>
            <source>Column {n}: {effect}</source>
            <translation>第 {n} 欄：{effect}</translation>
        </message>
        <message>
            <source>Complex</source>
            <translation>複雜案主</translation>
        </message>
        <message>
            <source>Cured ({n})</source>
            <translation>已治癒（{n}）</translation>
        </message>
        <message>
            <source>Cured at 0</source>
            <translation>到 0 即治癒</translation>
        </message>
        <message>
            <source>Cured complex patients</source>
            <translation>已治癒的複雜案主</translation>
        </message>
        <message>
            <source>Cured patients</source>
            <translation>已治癒的案主</translation>
        </message>
        <message>
            <source>Deck</source>
            <translation>牌庫</translation>
        </message>
        <message>
            <source>Decks: {o} ordinary · {x} complex · {m} manifest · {l} latent · {s} overlays</source>
            <translation>牌庫：一般案主 {o} · 複雜案主 {x} · 顯性夢境 {m} · 隱性夢境 {l} · 悲傷圖層 {s}</translation>
        </message>
        <message>
            <source>District scoring space: {vp} VP (needs {n})</source>
            <translation>行政區得分欄位：{vp} 分（需要 {n}）</translation>
        </message>
        <message>
            <source>District scoring space: {vp} VP, needs {n} matching tags (your professor counts 1, Freud in the district 1)</source>
            <translation>行政區得分欄位：{vp} 分，需要 {n} 個相符標籤（你的教授算 1，佛洛依德在該區算 1）</translation>
        </message>
        <message>
            <source>Do: {effect}</source>
            <translation>執行：{effect}</translation>
        </message>
        <message>
            <source>Drag a market tile into a row of your method grid.</source>
            <translation>把市場上的板塊拖到你方法板塊的某一列。</translation>
        </message>
        <message>
            <source>Drag an insight into another colour of the same ring.</source>
            <translation>把頓悟拖到同一圈的其他顏色。</translation>
        </message>
        <message>
            <source>Drag an insight one ring inwards (a small one into the storage).</source>
            <translation>把頓悟往內拖一圈（小頓悟拖回存放區）。</translation>
        </message>
        <message>
            <source>Drag an insight one ring outwards.</source>
            <translation>把頓悟往外拖一圈。</translation>
        </message>
        <message>
            <source>Drag ideas onto the table to place them, or recall all your ideas.</source>
            <translation>把主意拖到會議桌上放置，或召回你所有的主意。</translation>
        </message>
        <message>
            <source>Drag onto an idea space; drop it towards the action the ideas point at. Click or use the mouse wheel to choose 1–3 ideas.</source>
            <translation>拖到主意欄位上；朝主意要指向的行動那一側放下。點一下或用滑鼠滾輪選擇 1–3 個主意。</translation>
        </message>
        <message>
            <source>Drag the tile into a row of your grid (a full grid: onto the tile it replaces).</source>
            <translation>把板塊拖到你板塊區的某一列（板塊區已滿時：拖到要取代的板塊上）。</translation>
        </message>
        <message>
            <source>Drag the top dream of a patient (or a basic treatment) onto the patient.</source>
            <translation>把案主上方最上層的夢境（或基礎治療）拖到案主身上。</translation>
        </message>
        <message>
            <source>Drag your ideas from your office onto a free space, dropping them towards the action they point at (click the stack to choose 1–3).</source>
            <translation>把主意從你的辦公室拖到空的欄位，朝要指向的行動那一側放下（點主意堆可選 1–3 個）。</translation>
        </message>
        <message>
            <source>Drag your inkwell to a highlighted rondel space (each step past the first costs a good idea).</source>
            <translation>把墨水瓶拖到標示的行動輪欄位（多走的每一格需 1 個好主意）。</translation>
        </message>
        <message>
            <source>Drag your inkwell to the highlighted space, or drag a dream or basic treatment onto a patient.</source>
            <translation>把墨水瓶拖到標示的欄位，或把夢境或基礎治療拖到案主身上。</translation>
        </message>
        <message>
            <source>Drag your professor to the highlighted location.</source>
            <translation>把你的教授拖到標示的地點。</translation>
        </message>
        <message>
            <source>Draw a complex patient blind</source>
            <translation>從牌庫抽 1 名複雜案主</translation>
        </message>
        <message>
            <source>Draw a manifest dream blind</source>
            <translation>從牌庫抽 1 張顯性夢境</translation>
        </message>
        <message>
            <source>Draw an ordinary patient blind</source>
            <translation>從牌庫抽 1 名一般案主</translation>
        </message>
        <message>
            <source>Drop the ideas on an idea space of the meeting table</source>
            <translation>請把主意放在會議桌的主意欄位上</translation>
        </message>
        <message>
            <source>Drop the inkwell on a space of your rondel</source>
            <translation>請把墨水瓶放在你行動輪的欄位上</translation>
        </message>
        <message>
            <source>Drop the tile on a row of your method grid</source>
            <translation>請把板塊放在你方法板塊區的某一列</translation>
        </message>
        <message>
            <source>Drop the treatment on one of your patients</source>
            <translation>請把治療拖到你的案主身上</translation>
        </message>
        <message>
            <source>Drop your professor on a location of Vienna</source>
            <translation>請把教授放在維也納的某個地點</translation>
        </message>
        <message>
            <source>Empty room: a new patient comes at the end of your turn</source>
            <translation>空的案主室：回合結束時會來 1 名新案主</translation>
        </message>
        <message>
            <source>Empty: that deck has run out</source>
            <translation>空：該牌庫已用完</translation>
        </message>
        <message>
            <source>Export PDF…</source>
            <translation>匯出 PDF…</translation>
        </message>
        <message>
            <source>Face down (era {era}): {main}. {n} {n|tile|tiles} left; taken face down, without a bonus</source>
            <translation>背面（時代 {era}）：{main}。剩 {n} 片；以背面拿取，沒有側邊欄增益</translation>
        </message>
        <message>
            <source>Final scores</source>
            <translation>最終分數</translation>
        </message>
        <message>
            <source>Finish treating</source>
            <translation>結束治療</translation>
        </message>
        <message>
            <source>Freud</source>
            <translation>佛洛依德</translation>
        </message>
        <message>
            <source>Freud {n} {n|step|steps}</source>
            <translation>佛洛依德前進 {n} 格</translation>
        </message>
        <message>
            <source>Freud's calendar (+1: his marker advances after your turn)</source>
            <translation>佛洛依德的時程（+1：你的回合後他的標記前進）</translation>
        </message>
        <message>
            <source>Freud's location</source>
            <translation>佛洛依德所在地點</translation>
        </message>
        <message>
            <source>Freud's marker here starts era II</source>
            <translation>佛洛依德的標記到這裡時進入時代 Ⅱ</translation>
        </message>
        <message>
            <source>Freud's marker here triggers the end of the game</source>
            <translation>佛洛依德的標記到這裡時觸發遊戲結束</translation>
        </message>
        <message>
            <source>Freud's prestige marker: {n}</source>
            <translation>佛洛依德的聲望標記：{n}</translation>
        </message>
        <message>
            <source>From {slot}</source>
            <translation>從{slot}</translation>
        </message>
        <message>
            <source>Full column: {effect}</source>
            <translation>完成的行：{effect}</translation>
        </message>
        <message>
            <source>Full row: {effect}</source>
            <translation>完成的列：{effect}</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>遊戲結束</translation>
        </message>
        <message>
            <source>Give up {slot}</source>
            <translation>犧牲{slot}</translation>
        </message>
        <message>
            <source>Goals</source>
            <translation>目標</translation>
        </message>
        <message>
            <source>Goals: {tags}</source>
            <translation>目標：{tags}</translation>
        </message>
        <message>
            <source>Golden heart: catharsis (the overlay leaves, you gain its reward)</source>
            <translation>金色愛心：淨化作用（移除悲傷圖層並獲得獎勵）</translation>
        </message>
        <message>
            <source>Good ideas</source>
            <translation>好主意</translation>
        </message>
        <message>
            <source>Healing marker: {n} hearts to go</source>
            <translation>治療標記：還差 {n} 治療分數</translation>
        </message>
        <message>
            <source>Healing track: {n}</source>
            <translation>治療軌：{n}</translation>
        </message>
        <message>
            <source>How many ideas:</source>
            <translation>放幾個主意：</translation>
        </message>
        <message>
            <source>Icon {icon}: +1 heart on a patient whose sorrow overlay shows it</source>
            <translation>圖示「{icon}」：治療悲傷圖層有相同圖示的案主時 +1 治療分數</translation>
        </message>
        <message>
            <source>Idea space {label}: next to {actions}</source>
            <translation>主意欄位 {label}：相鄰 {actions}</translation>
        </message>
        <message>
            <source>Ideas placed in this row move your inkwell {n} spaces</source>
            <translation>放在這一排的主意讓墨水瓶前進 {n} 格</translation>
        </message>
        <message>
            <source>Ideas ready: {n}</source>
            <translation>可用主意：{n}</translation>
        </message>
        <message>
            <source>In play</source>
            <translation>已打出</translation>
        </message>
        <message>
            <source>Inkwell rondel</source>
            <translation>墨水瓶行動輪</translation>
        </message>
        <message>
            <source>Insight dial</source>
            <translation>頓悟錶盤</translation>
        </message>
        <message>
            <source>Keep your hand</source>
            <translation>保留手牌</translation>
        </message>
        <message>
            <source>Keep {tile}</source>
            <translation>保留「{tile}」</translation>
        </message>
        <message>
            <source>Latent dream</source>
            <translation>隱性夢境</translation>
        </message>
        <message>
            <source>Letter {letter}</source>
            <translation>信件 {letter}</translation>
        </message>
        <message>
            <source>Lightning: at most {n} {n|execution|executions}</source>
            <translation>閃電：最多執行 {n} 次</translation>
        </message>
        <message>
            <source>Location tags in play</source>
            <translation>已有的地點標籤</translation>
        </message>
        <message>
            <source>Main effect first</source>
            <translation>先結算主要效果</translation>
        </message>
        <message>
            <source>Main effect: {effect}</source>
            <translation>主要效果：{effect}</translation>
        </message>
        <message>
            <source>Manifest dream</source>
            <translation>顯性夢境</translation>
        </message>
        <message>
            <source>Manifest dreams</source>
            <translation>顯性夢境</translation>
        </message>
        <message>
            <source>Meeting table</source>
            <translation>會議桌</translation>
        </message>
        <message>
            <source>Method market</source>
            <translation>方法板塊市場</translation>
        </message>
        <message>
            <source>Method tiles</source>
            <translation>方法板塊</translation>
        </message>
        <message>
            <source>Move the inkwell after placing ideas, instead of treating patients</source>
            <translation>放置主意後可以移動墨水瓶（取代治療案主）</translation>
        </message>
        <message>
            <source>Move the inkwell {n}</source>
            <translation>墨水瓶前進 {n} 格</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>名字</translation>
        </message>
        <message>
            <source>Needs {n} hearts; curing scores {vp} VP; tag {tag}</source>
            <translation>需要 {n} 治療分數；治癒得 {vp} 分；標籤 {tag}</translation>
        </message>
        <message>
            <source>No</source>
            <translation>否</translation>
        </message>
        <message>
            <source>No dream left: only the basic treatment</source>
            <translation>沒有夢境了：只能用基礎治療</translation>
        </message>
        <message>
            <source>Not open yet: Freud's marker must reach this column</source>
            <translation>尚未開放：佛洛依德的標記要先到達這一欄</translation>
        </message>
        <message>
            <source>Once cured: {effect}</source>
            <translation>治癒後：{effect}</translation>
        </message>
        <message>
            <source>Only when players share a prestige space: 1 = the bottom of the stack (arrived first)</source>
            <translation>只在玩家同在一格聲望時填寫：1 = 疊在最下面（最先到達）</translation>
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
            <source>Patient room {n}</source>
            <translation>第 {n} 案主室</translation>
        </message>
        <message>
            <source>Patients waiting</source>
            <translation>等候的案主</translation>
        </message>
        <message>
            <source>Pay coffee instead</source>
            <translation>改付咖啡</translation>
        </message>
        <message>
            <source>Pay with {slot}</source>
            <translation>用{slot}支付</translation>
        </message>
        <message>
            <source>Pays the {need} requirement</source>
            <translation>支付{need}的需求</translation>
        </message>
        <message>
            <source>Pile · {n}</source>
            <translation>供應堆 · {n}</translation>
        </message>
        <message>
            <source>Place ideas</source>
            <translation>放置主意</translation>
        </message>
        <message>
            <source>Place ideas on a method action first, then take the tile</source>
            <translation>請先把主意放在方法板塊的行動上，再拿板塊</translation>
        </message>
        <message>
            <source>Place in a shared stack</source>
            <translation>同格疊放的順序</translation>
        </message>
        <message>
            <source>Play {card}</source>
            <translation>打出「{card}」</translation>
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
            <source>Prestige column {n} (choose one): {options}</source>
            <translation>聲望軌第 {n} 欄（選一）：{options}</translation>
        </message>
        <message>
            <source>Prestige space</source>
            <translation>聲望格</translation>
        </message>
        <message>
            <source>Prestige {n}: triggering the track scores {vp} VP here</source>
            <translation>聲望 {n}：在這格觸發聲望軌得 {vp} 分</translation>
        </message>
        <message>
            <source>Print and Export PDF need a sheet that scores: {player}, “{field}” is outlined in red: {reason}</source>
            <translation>列印與匯出 PDF 需要能計分的計分表：{player} 的「{field}」以紅框標出：{reason}</translation>
        </message>
        <message>
            <source>Print and Export PDF need a sheet that scores: {problem}</source>
            <translation>列印與匯出 PDF 需要能計分的計分表：{problem}</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>列印…</translation>
        </message>
        <message>
            <source>Published treatises</source>
            <translation>已發表的論文</translation>
        </message>
        <message>
            <source>Ranks (your score now: {n})</source>
            <translation>頭銜（你目前的分數：{n}）</translation>
        </message>
        <message>
            <source>Recall</source>
            <translation>召回</translation>
        </message>
        <message>
            <source>Recall all ideas</source>
            <translation>召回所有主意</translation>
        </message>
        <message>
            <source>Recall reminder: recalling takes back all your ideas; you gain coffee for each space they were on. It turns over when era II begins.</source>
            <translation>召回提醒板塊：召回時收回你所有的主意，它們佔的每個欄位給你咖啡。時代 Ⅱ 開始時翻面。</translation>
        </message>
        <message>
            <source>Recall reward space: {effect}</source>
            <translation>召回獎勵欄位：{effect}</translation>
        </message>
        <message>
            <source>Recall space: {effect}</source>
            <translation>召回獎勵欄位：{effect}</translation>
        </message>
        <message>
            <source>Recall stack {stack}: {n} {n|token|tokens} left</source>
            <translation>召回供應堆 {stack}：剩 {n} 個</translation>
        </message>
        <message>
            <source>Recall tokens · district scoring</source>
            <translation>召回指示物 · 行政區得分</translation>
        </message>
        <message>
            <source>Remove last player</source>
            <translation>移除最後一位玩家</translation>
        </message>
        <message>
            <source>Remove the last one</source>
            <translation>移除最後一名</translation>
        </message>
        <message>
            <source>Replace slot {n}</source>
            <translation>取代第 {n} 格</translation>
        </message>
        <message>
            <source>Research</source>
            <translation>研究</translation>
        </message>
        <message>
            <source>Research cards in play, treatises, cured patients and goal tiles; count duplicates too</source>
            <translation>已打出的研究卡、論文、已治癒的案主與目標板塊；重複的也要算</translation>
        </message>
        <message>
            <source>Room 2 opens when you cure your first patient</source>
            <translation>治癒第一名案主後開放第 2 案主室</translation>
        </message>
        <message>
            <source>Room {n}</source>
            <translation>第 {n} 案主室</translation>
        </message>
        <message>
            <source>Round {r} · era {era} · {name}'s turn</source>
            <translation>第 {r} 輪 · 時代 {era} · {name} 的回合</translation>
        </message>
        <message>
            <source>Round {r}: Freud stays</source>
            <translation>第 {r} 輪：佛洛依德不動</translation>
        </message>
        <message>
            <source>Round {r}: Freud's marker advances</source>
            <translation>第 {r} 輪：佛洛依德的標記前進</translation>
        </message>
        <message>
            <source>Round {r}: Freud's marker is on {n}</source>
            <translation>第 {r} 輪：佛洛依德的標記在 {n}</translation>
        </message>
        <message>
            <source>Row {n}</source>
            <translation>第 {n} 列</translation>
        </message>
        <message>
            <source>Row {n} full: unlocks this insight; its rondel space then adds: {ability}</source>
            <translation>第 {n} 列填滿：解鎖這個頓悟；之後它的行動輪欄位可加上：{ability}</translation>
        </message>
        <message>
            <source>Row {n}: tiles go in the leftmost empty slot</source>
            <translation>第 {n} 列：板塊放在最左邊的空格</translation>
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
            <source>Setting up: each player keeps a starting method tile</source>
            <translation>設置中：每位玩家保留 1 片起始方法板塊</translation>
        </message>
        <message>
            <source>Sidebar bonus (face up only): {effect}</source>
            <translation>側邊欄增益（僅正面拿取時）：{effect}</translation>
        </message>
        <message>
            <source>Sidebar bonus first</source>
            <translation>先結算側邊欄增益</translation>
        </message>
        <message>
            <source>Skip</source>
            <translation>略過</translation>
        </message>
        <message>
            <source>Solo challenge</source>
            <translation>單人挑戰</translation>
        </message>
        <message>
            <source>Solo game (one player)</source>
            <translation>單人遊戲（1 位玩家）</translation>
        </message>
        <message>
            <source>Solo: reach {n} VP</source>
            <translation>單人：達到 {n} 分</translation>
        </message>
        <message>
            <source>Sorrow overlay {name}: +{n} hearts, icon {icon}</source>
            <translation>悲傷圖層「{name}」：+{n} 治療分數，圖示「{icon}」</translation>
        </message>
        <message>
            <source>Spend a good idea: one more</source>
            <translation>使用 1 個好主意：再執行 1 次</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>停止</translation>
        </message>
        <message>
            <source>Stop activating</source>
            <translation>停止觸發</translation>
        </message>
        <message>
            <source>Storage: {n} neutral, {m} in your colour</source>
            <translation>存放區：中性 {n} 個，代表色 {m} 個</translation>
        </message>
        <message>
            <source>Suppress {slot} → {lower}</source>
            <translation>抑制{slot} → {lower}</translation>
        </message>
        <message>
            <source>Swap {card}</source>
            <translation>交換「{card}」</translation>
        </message>
        <message>
            <source>Swap {card} for {faceup}</source>
            <translation>以「{card}」交換「{faceup}」</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>地點標籤</translation>
        </message>
        <message>
            <source>Take a recall reward</source>
            <translation>領取召回獎勵</translation>
        </message>
        <message>
            <source>Take nothing</source>
            <translation>都不選</translation>
        </message>
        <message>
            <source>Target: {n} VP or more wins</source>
            <translation>目標：達到 {n} 分以上獲勝</translation>
        </message>
        <message>
            <source>The VP track</source>
            <translation>勝利分數軌</translation>
        </message>
        <message>
            <source>The end is triggered: round {n} is the last</source>
            <translation>已觸發遊戲結束：第 {n} 輪是最後一輪</translation>
        </message>
        <message>
            <source>The inkwell moves clockwise; only the space where it stops counts</source>
            <translation>墨水瓶順時針前進；只有停下的欄位有效</translation>
        </message>
        <message>
            <source>The inkwell moves exactly as many spaces as the row of your ideas shows, plus one per good idea you spend</source>
            <translation>墨水瓶前進的格數必須等於主意所在那一排的圖示數，每使用 1 個好主意再多 1 格</translation>
        </message>
        <message>
            <source>The last round: then the final scoring</source>
            <translation>最後一輪：之後進行最終計分</translation>
        </message>
        <message>
            <source>The latent dream is used only after the manifest dream above it</source>
            <translation>要先用掉上方的顯性夢境，才能使用隱性夢境</translation>
        </message>
        <message>
            <source>The research deck: draw from the top (then you may swap one hand card with the face-up card)</source>
            <translation>研究牌庫：從最上面抽（之後可以用 1 張手牌交換正面朝上的卡）</translation>
        </message>
        <message>
            <source>This choice</source>
            <translation>這個選擇</translation>
        </message>
        <message>
            <source>This pile is empty: its row is no longer refilled</source>
            <translation>這個供應堆已空：這一列不再補充</translation>
        </message>
        <message>
            <source>Tie-break: {reason}</source>
            <translation>平手判定：{reason}</translation>
        </message>
        <message>
            <source>To {space}</source>
            <translation>到「{space}」</translation>
        </message>
        <message>
            <source>To {space} (+{n} {n|good idea|good ideas})</source>
            <translation>到「{space}」（+{n} 個好主意）</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>總分</translation>
        </message>
        <message>
            <source>Track</source>
            <translation>分數軌</translation>
        </message>
        <message>
            <source>Treat patients</source>
            <translation>治療案主</translation>
        </message>
        <message>
            <source>Treat patients instead of moving the inkwell or taking a recall reward</source>
            <translation>治療案主可取代移動墨水瓶或領取召回獎勵</translation>
        </message>
        <message>
            <source>Treatises</source>
            <translation>論文</translation>
        </message>
        <message>
            <source>Trigger column {n}</source>
            <translation>觸發第 {n} 行</translation>
        </message>
        <message>
            <source>Turn order: {order}</source>
            <translation>行動順序：{order}</translation>
        </message>
        <message>
            <source>Units</source>
            <translation>數量</translation>
        </message>
        <message>
            <source>Unlock an idea</source>
            <translation>解鎖 1 個主意</translation>
        </message>
        <message>
            <source>Unlocked: the top rondel space may trigger this column</source>
            <translation>已解鎖：行動輪最上方欄位可觸發這一行</translation>
        </message>
        <message>
            <source>Use the location once more, or stop.</source>
            <translation>再使用一次地點效果，或停止。</translation>
        </message>
        <message>
            <source>Use {card}</source>
            <translation>使用「{card}」</translation>
        </message>
        <message>
            <source>Use {patient}</source>
            <translation>使用{patient}</translation>
        </message>
        <message>
            <source>VP</source>
            <translation>分數</translation>
        </message>
        <message>
            <source>VP on the track</source>
            <translation>分數軌上的勝利分數</translation>
        </message>
        <message>
            <source>VP per unit</source>
            <translation>每單位分數</translation>
        </message>
        <message>
            <source>Vienna</source>
            <translation>維也納</translation>
        </message>
        <message>
            <source>Waiting for {names}…</source>
            <translation>等候 {names}…</translation>
        </message>
        <message>
            <source>Waiting…</source>
            <translation>等候中…</translation>
        </message>
        <message>
            <source>Yes: {effect}</source>
            <translation>是：{effect}</translation>
        </message>
        <message>
            <source>Your inkwell, on {space}</source>
            <translation>你的墨水瓶，在「{space}」</translation>
        </message>
        <message>
            <source>Your letter card, face down, keeps room 2 closed until your first cure</source>
            <translation>你的信件卡背面朝上，在第一次治癒前擋住第 2 案主室</translation>
        </message>
        <message>
            <source>Your office — {name}</source>
            <translation>你的辦公室 — {name}</translation>
        </message>
        <message>
            <source>Your professor moves only by an action or an effect</source>
            <translation>教授只能透過行動或效果移動</translation>
        </message>
        <message>
            <source>Your research hand ({n})</source>
            <translation>你的研究卡手牌（{n}）</translation>
        </message>
        <message>
            <source>a good idea</source>
            <translation>好主意</translation>
        </message>
        <message>
            <source>a larger insight pays a smaller requirement (overpay)</source>
            <translation>用較大的頓悟支付較小的需求（超付）</translation>
        </message>
        <message>
            <source>a method tile</source>
            <translation>1 片方法板塊</translation>
        </message>
        <message>
            <source>a middle tile</source>
            <translation>中央的板塊</translation>
        </message>
        <message>
            <source>a pile tile</source>
            <translation>供應堆的板塊</translation>
        </message>
        <message>
            <source>a right tile</source>
            <translation>最右側的板塊</translation>
        </message>
        <message>
            <source>activate {where}</source>
            <translation>觸發{where}</translation>
        </message>
        <message>
            <source>activate {where} {n}×</source>
            <translation>觸發{where} {n} 次</translation>
        </message>
        <message>
            <source>any</source>
            <translation>任意</translation>
        </message>
        <message>
            <source>at each catharsis</source>
            <translation>每次淨化作用時</translation>
        </message>
        <message>
            <source>basic treatment +{n} heart</source>
            <translation>基礎治療 +{n} 治療分數</translation>
        </message>
        <message>
            <source>bonus: {effect}</source>
            <translation>增益：{effect}</translation>
        </message>
        <message>
            <source>cannot be paid now</source>
            <translation>目前無法支付</translation>
        </message>
        <message>
            <source>catharsis done</source>
            <translation>已淨化</translation>
        </message>
        <message>
            <source>coffee instead of suppressing</source>
            <translation>以咖啡代替抑制</translation>
        </message>
        <message>
            <source>coffee {coffee} · good ideas {g}</source>
            <translation>咖啡 {coffee} · 好主意 {g}</translation>
        </message>
        <message>
            <source>complex patient</source>
            <translation>複雜案主</translation>
        </message>
        <message>
            <source>cured complex patient</source>
            <translation>已治癒的複雜案主</translation>
        </message>
        <message>
            <source>cured ordinary patient</source>
            <translation>已治癒的一般案主</translation>
        </message>
        <message>
            <source>cured patient</source>
            <translation>已治癒的案主</translation>
        </message>
        <message>
            <source>cured {n} · treatises {t} · in play {r}</source>
            <translation>已治癒 {n} · 論文 {t} · 已打出 {r}</translation>
        </message>
        <message>
            <source>draw {n} research</source>
            <translation>抽 {n} 張研究卡</translation>
        </message>
        <message>
            <source>each execution of “{action}”</source>
            <translation>每次執行「{action}」</translation>
        </message>
        <message>
            <source>elevate {n}</source>
            <translation>提升 {n}</translation>
        </message>
        <message>
            <source>elevate {n} {n|insight|insights}</source>
            <translation>提升 {n} 個頓悟</translation>
        </message>
        <message>
            <source>elevating</source>
            <translation>提升</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>空</translation>
        </message>
        <message>
            <source>empty slot</source>
            <translation>空格</translation>
        </message>
        <message>
            <source>end: {vp} VP per {what} (max {max})</source>
            <translation>終局：每個{what} {vp} 分（最多 {max}）</translation>
        </message>
        <message>
            <source>full row or column</source>
            <translation>完成的列或行</translation>
        </message>
        <message>
            <source>generate {n} {size} of one colour</source>
            <translation>生成 {n} 個同色的{size}頓悟</translation>
        </message>
        <message>
            <source>generate {n} × {slot}</source>
            <translation>生成 {n} 個{slot}</translation>
        </message>
        <message>
            <source>generate {slot}</source>
            <translation>生成{slot}</translation>
        </message>
        <message>
            <source>gives you nothing now</source>
            <translation>現在什麼也不會得到</translation>
        </message>
        <message>
            <source>gives you nothing now: your coffee is at its cap ({n})</source>
            <translation>現在什麼也不會得到：你的咖啡已達上限（{n}）</translation>
        </message>
        <message>
            <source>goal tile</source>
            <translation>目標板塊</translation>
        </message>
        <message>
            <source>good idea</source>
            <translation>好主意</translation>
        </message>
        <message>
            <source>heal {n}</source>
            <translation>治療 {n}</translation>
        </message>
        <message>
            <source>ideas ready {s} · research hand {h}</source>
            <translation>可用主意 {s} · 研究卡手牌 {h}</translation>
        </message>
        <message>
            <source>inkwell: {space}</source>
            <translation>墨水瓶：{space}</translation>
        </message>
        <message>
            <source>insight on a treatise or district space</source>
            <translation>論文或行政區欄位上的頓悟</translation>
        </message>
        <message>
            <source>last</source>
            <translation>最後</translation>
        </message>
        <message>
            <source>lose {n} VP</source>
            <translation>失去 {n} 分</translation>
        </message>
        <message>
            <source>lower row</source>
            <translation>下層</translation>
        </message>
        <message>
            <source>method tile</source>
            <translation>方法板塊</translation>
        </message>
        <message>
            <source>neutral</source>
            <translation>中性</translation>
        </message>
        <message>
            <source>not shared</source>
            <translation>未同格</translation>
        </message>
        <message>
            <source>on the rondel: {reward}, then the row's tiles ({n} now)</source>
            <translation>行動輪：{reward}，再使用這一列的板塊（目前 {n} 塊）</translation>
        </message>
        <message>
            <source>on the table {n} · locked {m}</source>
            <translation>桌上 {n} · 鎖住 {m}</translation>
        </message>
        <message>
            <source>once a turn: {effect}</source>
            <translation>每回合一次：{effect}</translation>
        </message>
        <message>
            <source>ordinary patient</source>
            <translation>一般案主</translation>
        </message>
        <message>
            <source>pay {cost}</source>
            <translation>支付 {cost}</translation>
        </message>
        <message>
            <source>play up to {n} research</source>
            <translation>打出最多 {n} 張研究卡</translation>
        </message>
        <message>
            <source>play {n} research</source>
            <translation>打出 {n} 張研究卡</translation>
        </message>
        <message>
            <source>prestige track</source>
            <translation>聲望軌</translation>
        </message>
        <message>
            <source>professor to Freud</source>
            <translation>教授移到佛洛依德處</translation>
        </message>
        <message>
            <source>professor {lo}–{hi} steps</source>
            <translation>教授前進 {lo}–{hi} 格</translation>
        </message>
        <message>
            <source>professor {n} {n|step|steps}</source>
            <translation>教授前進 {n} 格</translation>
        </message>
        <message>
            <source>publish a treatise</source>
            <translation>發表 1 篇論文</translation>
        </message>
        <message>
            <source>research card in play</source>
            <translation>已打出的研究卡</translation>
        </message>
        <message>
            <source>research in play of all {n} district colours</source>
            <translation>已打出的研究卡涵蓋全部 {n} 種行政區顏色</translation>
        </message>
        <message>
            <source>research of {n} colours</source>
            <translation>研究卡 {n} 色</translation>
        </message>
        <message>
            <source>room 2: closed (letter)</source>
            <translation>第 2 案主室：未開放（信件）</translation>
        </message>
        <message>
            <source>room {n}: empty</source>
            <translation>第 {n} 案主室：空</translation>
        </message>
        <message>
            <source>room {n}: {patient} ♥{m}</source>
            <translation>第 {n} 案主室：{patient} ♥{m}</translation>
        </message>
        <message>
            <source>skipping a suppression</source>
            <translation>略過抑制</translation>
        </message>
        <message>
            <source>storage</source>
            <translation>存放區</translation>
        </message>
        <message>
            <source>storage {n}</source>
            <translation>存放區 {n}</translation>
        </message>
        <message>
            <source>suppress {n}</source>
            <translation>抑制 {n}</translation>
        </message>
        <message>
            <source>suppress {slot}</source>
            <translation>抑制{slot}</translation>
        </message>
        <message>
            <source>tags {tags}; articles: {articles}</source>
            <translation>標籤 {tags}；文章：{articles}</translation>
        </message>
        <message>
            <source>the top tile of a pile (face down)</source>
            <translation>供應堆最上方的板塊（面朝下）</translation>
        </message>
        <message>
            <source>transfer {n} (up to {size})</source>
            <translation>轉換 {n} 個（最大到{size}）</translation>
        </message>
        <message>
            <source>transfer {n} (≤{size})</source>
            <translation>轉換 {n}（≤{size}）</translation>
        </message>
        <message>
            <source>transferring</source>
            <translation>轉換</translation>
        </message>
        <message>
            <source>treated this turn</source>
            <translation>本回合已治療</translation>
        </message>
        <message>
            <source>treatise</source>
            <translation>論文</translation>
        </message>
        <message>
            <source>trigger a column</source>
            <translation>觸發一行</translation>
        </message>
        <message>
            <source>trigger a row</source>
            <translation>觸發一列</translation>
        </message>
        <message>
            <source>trigger column {n}</source>
            <translation>觸發第 {n} 行</translation>
        </message>
        <message>
            <source>trigger row {n}</source>
            <translation>觸發第 {n} 列</translation>
        </message>
        <message>
            <source>trigger the prestige track</source>
            <translation>觸發聲望軌</translation>
        </message>
        <message>
            <source>unlock an idea</source>
            <translation>解鎖 1 個主意</translation>
        </message>
        <message>
            <source>unlock an idea, or trigger a column</source>
            <translation>解鎖 1 個主意，或觸發一行</translation>
        </message>
        <message>
            <source>upper row</source>
            <translation>上層</translation>
        </message>
        <message>
            <source>uses {parts}</source>
            <translation>將使用{parts}</translation>
        </message>
        <message>
            <source>when you cure</source>
            <translation>治癒時</translation>
        </message>
        <message>
            <source>when you publish</source>
            <translation>發表論文時</translation>
        </message>
        <message>
            <source>when you recall</source>
            <translation>召回時</translation>
        </message>
        <message>
            <source>when you take a face-up method tile</source>
            <translation>拿取正面的方法板塊時</translation>
        </message>
        <message>
            <source>when your professor moves</source>
            <translation>教授移動時</translation>
        </message>
        <message>
            <source>you get {insights}</source>
            <translation>獲得{insights}</translation>
        </message>
        <message>
            <source>you give: {given} · you get: {got}</source>
            <translation>交出：{given}・換得：{got}</translation>
        </message>
        <message>
            <source>your coffee is at its cap ({n}): the coffee is lost</source>
            <translation>你的咖啡已達上限（{n}）：咖啡會浪費掉</translation>
        </message>
        <message>
            <source>your colour</source>
            <translation>代表色</translation>
        </message>
        <message>
            <source>your professor starts at {loc}</source>
            <translation>你的教授從{loc}出發</translation>
        </message>
        <message>
            <source>your professor's location</source>
            <translation>你教授所在的地點</translation>
        </message>
        <message>
            <source>{action} (lightning {n})</source>
            <translation>{action}（閃電 {n}）</translation>
        </message>
        <message>
            <source>{action} takes {tile}, not this one: drag {tile} into a row</source>
            <translation>{action}拿取的是{tile}，不是這一塊：請把{tile}拖到一列中</translation>
        </message>
        <message>
            <source>{conversion} costs {n} less coffee</source>
            <translation>{conversion}少花 {n} 杯咖啡</translation>
        </message>
        <message>
            <source>{hearts} · {tag} · {vp} VP</source>
            <translation>{hearts} · {tag} · {vp} 分</translation>
        </message>
        <message>
            <source>{label} + {n} coffee</source>
            <translation>{label}＋{n} 杯咖啡</translation>
        </message>
        <message>
            <source>{loc}: {effect}</source>
            <translation>{loc}：{effect}</translation>
        </message>
        <message>
            <source>{name} ({district}). Each activation: {effect}. Activations: your professor here, Freud here and each matching tag you have in play, at most {n}.</source>
            <translation>{name}（{district}）。每次觸發：{effect}。觸發次數：你的教授在此、佛洛依德在此，以及你每個相符的地點標籤各 1 次，最多 {n} 次。</translation>
        </message>
        <message>
            <source>{name}: tag {tag}, {article}; when played: {effect}</source>
            <translation>{name}：標籤 {tag}，{article}；打出時：{effect}</translation>
        </message>
        <message>
            <source>{name}: {effect}</source>
            <translation>{name}：{effect}</translation>
        </message>
        <message>
            <source>{name}: {vp} VP when you have {condition}; its tag then counts as in play</source>
            <translation>{name}：達成「{condition}」時得 {vp} 分；之後它的標籤算作你的地點標籤</translation>
        </message>
        <message>
            <source>{n} VP</source>
            <translation>{n} 分</translation>
        </message>
        <message>
            <source>{n} VP when the marker reaches or passes this space</source>
            <translation>標記到達或經過這格時得 {n} 分</translation>
        </message>
        <message>
            <source>{n} cards</source>
            <translation>{n} 張</translation>
        </message>
        <message>
            <source>{n} coffee</source>
            <translation>{n} 杯咖啡</translation>
        </message>
        <message>
            <source>{n} coffee converts it (transfer / elevate)</source>
            <translation>{n} 杯咖啡轉換它（轉換／提升）</translation>
        </message>
        <message>
            <source>{n} complex cured</source>
            <translation>治癒 {n} 名複雜案主</translation>
        </message>
        <message>
            <source>{n} cured complex patients</source>
            <translation>治癒 {n} 名複雜案主</translation>
        </message>
        <message>
            <source>{n} cured ordinary patients</source>
            <translation>治癒 {n} 名一般案主</translation>
        </message>
        <message>
            <source>{n} cured patients</source>
            <translation>治癒 {n} 名案主</translation>
        </message>
        <message>
            <source>{n} district insights</source>
            <translation>行政區欄位 {n} 個頓悟</translation>
        </message>
        <message>
            <source>{n} full columns</source>
            <translation>完成 {n} 行</translation>
        </message>
        <message>
            <source>{n} hearts, cure {vp} VP</source>
            <translation>{n} 治療分數，治癒 {vp} 分</translation>
        </message>
        <message>
            <source>{n} insights on district scoring spaces</source>
            <translation>行政區得分欄位上有 {n} 個頓悟</translation>
        </message>
        <message>
            <source>{n} ordinary cured</source>
            <translation>治癒 {n} 名一般案主</translation>
        </message>
        <message>
            <source>{n} prestige</source>
            <translation>{n} 聲望</translation>
        </message>
        <message>
            <source>{n} published treatises</source>
            <translation>發表 {n} 篇論文</translation>
        </message>
        <message>
            <source>{n} research</source>
            <translation>{n} 張研究卡</translation>
        </message>
        <message>
            <source>{n} treatises</source>
            <translation>{n} 篇論文</translation>
        </message>
        <message>
            <source>{n} {n|good idea|good ideas}</source>
            <translation>{n} 個好主意</translation>
        </message>
        <message>
            <source>{n} {n|heart|hearts}</source>
            <translation>{n} 治療分數</translation>
        </message>
        <message>
            <source>{n} {n|heart|hearts} to cure</source>
            <translation>還差 {n} 治療分數治癒</translation>
        </message>
        <message>
            <source>{n} {n|step|steps} to {loc}</source>
            <translation>前進 {n} 格到{loc}</translation>
        </message>
        <message>
            <source>{n} {size}, one colour</source>
            <translation>{n} 個同色{size}頓悟</translation>
        </message>
        <message>
            <source>{n} × {slot}</source>
            <translation>{n} 個{slot}</translation>
        </message>
        <message>
            <source>{patient}: basic ({effect})</source>
            <translation>{patient}：基礎治療（{effect}）</translation>
        </message>
        <message>
            <source>{patient}: {dream}</source>
            <translation>{patient}：{dream}</translation>
        </message>
        <message>
            <source>{player}'s professor</source>
            <translation>{player} 的教授</translation>
        </message>
        <message>
            <source>{player}: prestige {n} ({place} in the stack)</source>
            <translation>{player}：聲望 {n}（疊放第 {place} 層）</translation>
        </message>
        <message>
            <source>{player}: {n} VP</source>
            <translation>{player}：{n} 分</translation>
        </message>
        <message>
            <source>{player}: {n} {n|idea|ideas} for “{action}”</source>
            <translation>{player}：{n} 個主意指向「{action}」</translation>
        </message>
        <message>
            <source>{reward}, then the row's {n} {n|tile|tiles}</source>
            <translation>{reward}，再使用這一列的 {n} 塊板塊</translation>
        </message>
        <message>
            <source>{room}: {patient}</source>
            <translation>{room}：{patient}</translation>
        </message>
        <message>
            <source>{row}: top of the pile (face down)</source>
            <translation>{row}：供應堆最上面（背面）</translation>
        </message>
        <message>
            <source>{row}: {tile}</source>
            <translation>{row}：{tile}</translation>
        </message>
        <message>
            <source>{slot} (elevated)</source>
            <translation>{slot}（已提升）</translation>
        </message>
        <message>
            <source>{slot} (overpay)</source>
            <translation>{slot}（超付）</translation>
        </message>
        <message>
            <source>{slot} (transferred)</source>
            <translation>{slot}（已轉換）</translation>
        </message>
        <message>
            <source>{slot} insights: {n}</source>
            <translation>{slot}頓悟：{n}</translation>
        </message>
        <message>
            <source>{slot} → {higher}</source>
            <translation>{slot} → {higher}</translation>
        </message>
        <message>
            <source>{slot} → {other}</source>
            <translation>{slot} → {other}</translation>
        </message>
        <message>
            <source>{slot}: {n}</source>
            <translation>{slot}：{n}</translation>
        </message>
        <message>
            <source>{slot}: {n} {n|marker|markers} ({kind})</source>
            <translation>{slot}：{n} 個標記（{kind}）</translation>
        </message>
        <message>
            <source>{space}: {n} {n|idea|ideas}</source>
            <translation>{space}：{n} 個主意</translation>
        </message>
        <message>
            <source>{tag} · cure {vp} VP</source>
            <translation>{tag} · 治癒 {vp} 分</translation>
        </message>
        <message>
            <source>{treatise} ({vp} VP)</source>
            <translation>《{treatise}》（{vp} 分）</translation>
        </message>
        <message>
            <source>{vp} VP · prestige {prestige} · {coffee} coffee · {ideas} {ideas|good idea|good ideas}</source>
            <translation>{vp} 分 · 聲望 {prestige} · 咖啡 {coffee} · 好主意 {ideas}</translation>
        </message>
        <message>
            <source>{vp} VP · prestige {p}</source>
            <translation>{vp} 分 · 聲望 {p}</translation>
        </message>
        <message>
            <source>{vp} VP; tags {tags}; articles: {articles}</source>
            <translation>{vp} 分；標籤 {tags}；文章：{articles}</translation>
        </message>
        <message>
            <source>{when}: {effect}</source>
            <translation>{when}：{effect}</translation>
        </message>
        <message>
            <source>{where} ×{n}</source>
            <translation>{where} ×{n}</translation>
        </message>
    </context>
    <context>
        <name>ViscountsScene</name>
        <message>
            <source> (at most {n})</source>
            <translation>（最多 {n}）</translation>
        </message>
        <message>
            <source> or </source>
            <translation> 或 </translation>
        </message>
        <message>
            <source>#{n} · start: {space}</source>
            <translation>#{n} · 起點：{space}</translation>
        </message>
        <message>
            <source>(+{n} gold)</source>
            <translation>（+{n} 黃金）</translation>
        </message>
        <message>
            <source>(+{n} ink)</source>
            <translation>（+{n} 墨水瓶）</translation>
        </message>
        <message>
            <source>(+{n} stone)</source>
            <translation>（+{n} 石頭）</translation>
        </message>
        <message>
            <source>(computer)</source>
            <translation>（電腦）</translation>
        </message>
        <message>
            <source>+{n} any resource</source>
            <translation>+{n} 任選資源</translation>
        </message>
        <message>
            <source>+{n} corruption</source>
            <translation>+{n} 墮落</translation>
        </message>
        <message>
            <source>+{n} free {n|step|steps}</source>
            <translation>免費多走 {n} 格</translation>
        </message>
        <message>
            <source>+{n} gold</source>
            <translation>+{n} 黃金</translation>
        </message>
        <message>
            <source>+{n} silver</source>
            <translation>+{n} 銀幣</translation>
        </message>
        <message>
            <source>+{n} virtue</source>
            <translation>+{n} 美德</translation>
        </message>
        <message>
            <source>+{n} {icon} per action</source>
            <translation>每個行動 +{n} {icon}</translation>
        </message>
        <message>
            <source>+{n} {icon} {n|icon|icons}</source>
            <translation>+{n} 個{icon}圖示</translation>
        </message>
        <message>
            <source>+{n} {icon} {n|icon|icons} for every main action</source>
            <translation>每個主要行動 +{n} 個{icon}圖示</translation>
        </message>
        <message>
            <source>+{n} {icon} {n|icon|icons} this turn</source>
            <translation>本回合 +{n} 個{icon}圖示</translation>
        </message>
        <message>
            <source>+{n} {n|resource|resources} of your choice</source>
            <translation>+{n} 個任選資源</translation>
        </message>
        <message>
            <source>+{n} {n|worker|workers} (any region)</source>
            <translation>+{n} 名工人（任一區域）</translation>
        </message>
        <message>
            <source>+{n} {n|worker|workers} (faced region)</source>
            <translation>+{n} 名工人（面對的區域）</translation>
        </message>
        <message>
            <source>+{n} {what}</source>
            <translation>+{n} {what}</translation>
        </message>
        <message>
            <source>1 debt</source>
            <translation>1 張債務</translation>
        </message>
        <message>
            <source>1 deed</source>
            <translation>1 張地契</translation>
        </message>
        <message>
            <source>1 worker</source>
            <translation>1 名工人</translation>
        </message>
        <message>
            <source>; otherwise {effects}</source>
            <translation>；否則{effects}</translation>
        </message>
        <message>
            <source>A banished card's icons pay for this action; it must show the action's icon or a criminal.</source>
            <translation>遣散的居民卡圖示可支付這個行動；它必須有該行動的圖示或罪犯圖示。</translation>
        </message>
        <message>
            <source>Ability</source>
            <translation>能力</translation>
        </message>
        <message>
            <source>Above (the player whose collision it is): {effects}</source>
            <translation>上方（發生碰撞的玩家）：{effects}</translation>
        </message>
        <message>
            <source>Add an outsider of your copy</source>
            <translation>加入你那套遊戲的外來者</translation>
        </message>
        <message>
            <source>Add player</source>
            <translation>新增玩家</translation>
        </message>
        <message>
            <source>Also possible now:</source>
            <translation>現在也可以：</translation>
        </message>
        <message>
            <source>Approve a deed</source>
            <translation>批准一張地契</translation>
        </message>
        <message>
            <source>Approved deeds: {n}</source>
            <translation>已批准的地契：{n}</translation>
        </message>
        <message>
            <source>At a collision</source>
            <translation>碰撞時</translation>
        </message>
        <message>
            <source>At every collision</source>
            <translation>每次碰撞時</translation>
        </message>
        <message>
            <source>At every collision, before step 1</source>
            <translation>每次碰撞時，在步驟 1 之前</translation>
        </message>
        <message>
            <source>At once: {effects}</source>
            <translation>立即：{effects}</translation>
        </message>
        <message>
            <source>Banish {card} ({n} silver)</source>
            <translation>遣散「{card}」（{n} 銀幣）</translation>
        </message>
        <message>
            <source>Below (everyone else): {effects}</source>
            <translation>下方（其他玩家）：{effects}</translation>
        </message>
        <message>
            <source>Black column</source>
            <translation>黑色欄位</translation>
        </message>
        <message>
            <source>Blue column</source>
            <translation>藍色欄位</translation>
        </message>
        <message>
            <source>Buff (until the end of this turn)</source>
            <translation>增益（直到本回合結束）</translation>
        </message>
        <message>
            <source>Build</source>
            <translation>建造建築</translation>
        </message>
        <message>
            <source>Build bonus cards</source>
            <translation>建造獎勵卡</translation>
        </message>
        <message>
            <source>Buildings on the main board</source>
            <translation>主圖板上的建築</translation>
        </message>
        <message>
            <source>Built: the ability is yours</source>
            <translation>已建造：此能力生效</translation>
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
            <source>Cannot score yet: {problem}</source>
            <translation>尚無法計分：{problem}</translation>
        </message>
        <message>
            <source>Castle leader card: the first worker on level 3 takes it; more level-3 workers take it over. Hand limit +1, 5 points.</source>
            <translation>城堡領袖卡：最先將工人移到第三層的玩家獲得；第三層工人更多的玩家可以奪走。手牌上限 +1，值 5 分。</translation>
        </message>
        <message>
            <source>Castle leader: {who}</source>
            <translation>城堡領袖：{who}</translation>
        </message>
        <message>
            <source>Castle level 1, region {n}: 1 point per worker at the end</source>
            <translation>城堡第一層，區域 {n}：遊戲結束時每名工人 1 分</translation>
        </message>
        <message>
            <source>Castle level 2: a worker moving in here gives {effects}; 2 points per worker</source>
            <translation>城堡第二層：工人移入時獲得{effects}；每名工人 2 分</translation>
        </message>
        <message>
            <source>Castle level 3: each worker arriving gives {effects}; 3 points per worker</source>
            <translation>城堡第三層：每名抵達的工人獲得{effects}；每名工人 3 分</translation>
        </message>
        <message>
            <source>Castle region {n}</source>
            <translation>城堡區域 {n}</translation>
        </message>
        <message>
            <source>Chest slot {n}: a chest here works for the card arriving in tableau slot {n}</source>
            <translation>寶箱欄 {n}：放在這裡的寶箱，為進入居民列第 {n} 格的卡牌發動</translation>
        </message>
        <message>
            <source>Chests:</source>
            <translation>寶箱：</translation>
        </message>
        <message>
            <source>Chests: {list}</source>
            <translation>寶箱：{list}</translation>
        </message>
        <message>
            <source>Choose</source>
            <translation>選擇</translation>
        </message>
        <message>
            <source>Cleric reward cards</source>
            <translation>牧師獎勵卡</translation>
        </message>
        <message>
            <source>Cleric rewards</source>
            <translation>牧師獎勵卡</translation>
        </message>
        <message>
            <source>Cleric rewards and cards: {list}</source>
            <translation>獎勵卡：{list}</translation>
        </message>
        <message>
            <source>Click to take one when you hire</source>
            <translation>僱用時點這裡拿取一張</translation>
        </message>
        <message>
            <source>Collision</source>
            <translation>碰撞時</translation>
        </message>
        <message>
            <source>Corruption → ← Virtue</source>
            <translation>墮落 → ← 美德</translation>
        </message>
        <message>
            <source>Cost: {n} cleric</source>
            <translation>費用：{n} 牧師</translation>
        </message>
        <message>
            <source>Covered by the building until you build it</source>
            <translation>建築物蓋住此能力，建造後才生效</translation>
        </message>
        <message>
            <source>Criminal icons on your board: {n}</source>
            <translation>你玩家圖板上的罪犯圖示：{n}</translation>
        </message>
        <message>
            <source>Criminals: {n}</source>
            <translation>罪犯：{n}</translation>
        </message>
        <message>
            <source>Dashed connection: when both ends are built, both builders gain {effects}</source>
            <translation>虛線連接：兩端都有建築時，兩位建造者各獲得{effects}</translation>
        </message>
        <message>
            <source>Debts</source>
            <translation>債務</translation>
        </message>
        <message>
            <source>Debts {u}/{p} · Deeds {b}/{a}</source>
            <translation>債務 {u}/{p} · 地契 {b}/{a}</translation>
        </message>
        <message>
            <source>Debts: {u} unpaid, {p} paid</source>
            <translation>債務：{u} 張未償還、{p} 張已償還</translation>
        </message>
        <message>
            <source>Deeds</source>
            <translation>地契</translation>
        </message>
        <message>
            <source>Deeds: {b} purchased, {a} approved</source>
            <translation>地契：{b} 張已購入、{a} 張已批准</translation>
        </message>
        <message>
            <source>Destroy it</source>
            <translation>摧毀它</translation>
        </message>
        <message>
            <source>Destroy nothing</source>
            <translation>不摧毀</translation>
        </message>
        <message>
            <source>Destroy {card}</source>
            <translation>摧毀「{card}」</translation>
        </message>
        <message>
            <source>Destroy {card} (+{n} silver)</source>
            <translation>摧毀「{card}」（+{n} 銀幣）</translation>
        </message>
        <message>
            <source>Discard nothing</source>
            <translation>不棄牌</translation>
        </message>
        <message>
            <source>Discard the top card of your draw pile</source>
            <translation>棄掉抽牌堆最上方的卡牌</translation>
        </message>
        <message>
            <source>Discard {card}</source>
            <translation>棄掉「{card}」</translation>
        </message>
        <message>
            <source>Discard {n}</source>
            <translation>棄牌堆 {n}</translation>
        </message>
        <message>
            <source>Diverse builder</source>
            <translation>多元建築工卡</translation>
        </message>
        <message>
            <source>Diverse builder: first with all 3 types</source>
            <translation>多元建築工卡：最先擁有 3 種建築的玩家</translation>
        </message>
        <message>
            <source>Do not banish</source>
            <translation>不遣散</translation>
        </message>
        <message>
            <source>Do not build</source>
            <translation>不建造</translation>
        </message>
        <message>
            <source>Do not hire</source>
            <translation>不僱用</translation>
        </message>
        <message>
            <source>Do not transcribe</source>
            <translation>不抄錄</translation>
        </message>
        <message>
            <source>Do not use it</source>
            <translation>不使用</translation>
        </message>
        <message>
            <source>Drag the public building onto one of the lit sites</source>
            <translation>把公共建築拖到其中一個亮起的建築點</translation>
        </message>
        <message>
            <source>Drag {n} {n|worker|workers} into the castle region your viscount faces</source>
            <translation>把 {n} 名工人拖到你的子爵面對的城堡區域</translation>
        </message>
        <message>
            <source>Draw {n}</source>
            <translation>抽牌堆 {n}</translation>
        </message>
        <message>
            <source>Drop the building on an empty site on your side of the river</source>
            <translation>請把建築放在你這一側河岸的空建築點上</translation>
        </message>
        <message>
            <source>Drop the card on another card of your tableau</source>
            <translation>把卡牌放到你居民列上另一張卡牌的位置</translation>
        </message>
        <message>
            <source>Drop the card on slot 1 of your tableau</source>
            <translation>請把卡牌放在居民列的第 1 格</translation>
        </message>
        <message>
            <source>Drop the chest on one of the three slots under your tableau</source>
            <translation>請把寶箱放到居民列下方三個欄位之一</translation>
        </message>
        <message>
            <source>Drop the public building on a lit site: one within reach that holds your own building of its type</source>
            <translation>把公共建築放到亮起的建築點：在可及範圍內、有你自己同類建築的建築點</translation>
        </message>
        <message>
            <source>Drop the workers on a level-1 region of the castle</source>
            <translation>請把工人放在城堡第一層的區域</translation>
        </message>
        <message>
            <source>Drop your viscount on a space of the road</source>
            <translation>請把子爵放在道路的格子上</translation>
        </message>
        <message>
            <source>Each banish</source>
            <translation>每次遣散</translation>
        </message>
        <message>
            <source>Each build</source>
            <translation>每次建造</translation>
        </message>
        <message>
            <source>Each collision</source>
            <translation>每次碰撞</translation>
        </message>
        <message>
            <source>Each destroy</source>
            <translation>每次摧毀</translation>
        </message>
        <message>
            <source>Each hero gained</source>
            <translation>每獲得英雄</translation>
        </message>
        <message>
            <source>Each hire</source>
            <translation>每次僱用</translation>
        </message>
        <message>
            <source>Each public building is built once per game</source>
            <translation>每座公共建築每場遊戲只能建造一次</translation>
        </message>
        <message>
            <source>Each reshuffle</source>
            <translation>每次洗牌</translation>
        </message>
        <message>
            <source>Each trade</source>
            <translation>每次交易</translation>
        </message>
        <message>
            <source>Each transcription</source>
            <translation>每次抄錄</translation>
        </message>
        <message>
            <source>Each worker placement</source>
            <translation>每次放置工人</translation>
        </message>
        <message>
            <source>End cards revealed:</source>
            <translation>已露出的結束卡：</translation>
        </message>
        <message>
            <source>Expansions played:</source>
            <translation>使用的擴充：</translation>
        </message>
        <message>
            <source>Export PDF…</source>
            <translation>匯出 PDF…</translation>
        </message>
        <message>
            <source>Extra: {effects}</source>
            <translation>額外：{effects}</translation>
        </message>
        <message>
            <source>File it as {ribbon}</source>
            <translation>定為{ribbon}</translation>
        </message>
        <message>
            <source>Final scores</source>
            <translation>最終分數</translation>
        </message>
        <message>
            <source>Finish trading</source>
            <translation>結束交易</translation>
        </message>
        <message>
            <source>From region {n}</source>
            <translation>從區域 {n}</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>遊戲結束</translation>
        </message>
        <message>
            <source>Gates of Gold</source>
            <translation>輝煌拱門</translation>
        </message>
        <message>
            <source>Go on</source>
            <translation>繼續</translation>
        </message>
        <message>
            <source>Gold: {n} (1 gold adds 1 noble to placing workers)</source>
            <translation>黃金：{n}（放置工人時每 1 黃金 = 1 貴族）</translation>
        </message>
        <message>
            <source>Grey column</source>
            <translation>灰色欄位</translation>
        </message>
        <message>
            <source>Hand</source>
            <translation>手牌</translation>
        </message>
        <message>
            <source>Hand {h} · Draw {d} · Discard {x}</source>
            <translation>手牌 {h} · 抽牌堆 {d} · 棄牌堆 {x}</translation>
        </message>
        <message>
            <source>Hire</source>
            <translation>僱用時</translation>
        </message>
        <message>
            <source>Hire {card} (free)</source>
            <translation>僱用「{card}」（免費）</translation>
        </message>
        <message>
            <source>Hire {card} ({n} silver)</source>
            <translation>僱用「{card}」（{n} 銀幣）</translation>
        </message>
        <message>
            <source>Holds the castle leader card</source>
            <translation>持有城堡領袖卡</translation>
        </message>
        <message>
            <source>Icon power {power}; each {resource} adds 1: you have {n}</source>
            <translation>圖示力量 {power}；每個{resource}再加 1：你有 {n}</translation>
        </message>
        <message>
            <source>Icons</source>
            <translation>圖示</translation>
        </message>
        <message>
            <source>Icons: {icons}</source>
            <translation>圖示：{icons}</translation>
        </message>
        <message>
            <source>Ignore a criminal icon</source>
            <translation>無視 1 個罪犯圖示</translation>
        </message>
        <message>
            <source>In tableau</source>
            <translation>在居民列時</translation>
        </message>
        <message>
            <source>Ink: {n} (1 ink adds 1 cleric to a transcription)</source>
            <translation>墨水瓶：{n}（抄錄時每 1 墨水瓶 = 1 牧師）</translation>
        </message>
        <message>
            <source>Inner road: Place workers or Transcribe here</source>
            <translation>內側路徑：可在此放置工人或抄錄手抄本</translation>
        </message>
        <message>
            <source>It works for the card that arrives above it in phase 1 (KOK-CHEST-04)</source>
            <translation>在階段 1 為移到它上方的卡牌發動（KOK-CHEST-04）</translation>
        </message>
        <message>
            <source>Keep every criminal icon</source>
            <translation>保留所有罪犯圖示</translation>
        </message>
        <message>
            <source>Keep it</source>
            <translation>保留</translation>
        </message>
        <message>
            <source>Keep {hero}</source>
            <translation>保留「{hero}」</translation>
        </message>
        <message>
            <source>Keep: {order}</source>
            <translation>維持：{order}</translation>
        </message>
        <message>
            <source>Keeper of Keys</source>
            <translation>守衛密鑰</translation>
        </message>
        <message>
            <source>King's Order instead of a hire ({n} silver; free with a free hire)</source>
            <translation>以國王命令卡代替僱用（{n} 銀幣；免費僱用時免費）</translation>
        </message>
        <message>
            <source>King's Orders</source>
            <translation>國王命令卡</translation>
        </message>
        <message>
            <source>Laid out when every player has chosen a player card</source>
            <translation>所有玩家都選好玩家卡後才會擺出</translation>
        </message>
        <message>
            <source>Last card: {steps} {steps|step|steps}, {ring} road at forks</source>
            <translation>上一張卡：移動 {steps} 格，岔路走{ring}路徑</translation>
        </message>
        <message>
            <source>Ledger: {p} paid debts, {a} approved deeds</source>
            <translation>帳冊：已償還債務 {p}，已批准地契 {a}</translation>
        </message>
        <message>
            <source>Level {n}</source>
            <translation>第 {n} 層</translation>
        </message>
        <message>
            <source>Locked</source>
            <translation>已鎖定</translation>
        </message>
        <message>
            <source>Locked: transcribe a {ribbon} manuscript to unlock it</source>
            <translation>未解鎖：抄錄一份{ribbon}手抄本來解鎖</translation>
        </message>
        <message>
            <source>Look at the top card of your draw pile</source>
            <translation>查看抽牌堆最上方的卡牌</translation>
        </message>
        <message>
            <source>Manuscript</source>
            <translation>手抄本</translation>
        </message>
        <message>
            <source>Manuscript board, {ribbon} column: {n} manuscripts ({state})</source>
            <translation>手抄本圖板{ribbon}欄：{n} 份手抄本（{state}）</translation>
        </message>
        <message>
            <source>Manuscript board: do not use blue after your draw</source>
            <translation>手抄本圖板：抽牌後不使用藍色欄位</translation>
        </message>
        <message>
            <source>Manuscript board: use blue after your draw (beyond the hand limit)</source>
            <translation>手抄本圖板：抽牌後使用藍色欄位（可超過手牌上限）</translation>
        </message>
        <message>
            <source>Manuscript board: use {ribbon}</source>
            <translation>手抄本圖板：使用{ribbon}欄位</translation>
        </message>
        <message>
            <source>Manuscripts by ribbon</source>
            <translation>各綬帶的手抄本</translation>
        </message>
        <message>
            <source>Merchant power left: {power}; silver adds 1 each (never for silver offers): you have {n}</source>
            <translation>剩餘商人力量：{power}；每 1 銀幣再加 1（不能用於換銀幣的交易）：你有 {n}</translation>
        </message>
        <message>
            <source>Move at least {n} {n|step|steps}; extra steps cost 1 silver each ({free} free).</source>
            <translation>至少移動 {n} 格；多走的每格 1 銀幣（{free} 格免費）。</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>名字</translation>
        </message>
        <message>
            <source>Name on the card</source>
            <translation>卡牌上的名稱</translation>
        </message>
        <message>
            <source>No</source>
            <translation>否</translation>
        </message>
        <message>
            <source>No chest</source>
            <translation>沒有寶箱</translation>
        </message>
        <message>
            <source>No cleric reward, no castle leader card</source>
            <translation>沒有牧師獎勵卡，也沒有城堡領袖卡</translation>
        </message>
        <message>
            <source>No main action</source>
            <translation>不執行主要行動</translation>
        </message>
        <message>
            <source>No outsider</source>
            <translation>沒有外來者</translation>
        </message>
        <message>
            <source>On exit</source>
            <translation>離開時</translation>
        </message>
        <message>
            <source>On play</source>
            <translation>打出時</translation>
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
            <source>Orders: {orders}</source>
            <translation>命令：{orders}</translation>
        </message>
        <message>
            <source>Other outsider {n}</source>
            <translation>其他外來者 {n}</translation>
        </message>
        <message>
            <source>Other outsiders (by what they count)</source>
            <translation>其他外來者（依其計分條件）</translation>
        </message>
        <message>
            <source>Outer road: Trade or Build here</source>
            <translation>外側路徑：可在此交易或建造建築</translation>
        </message>
        <message>
            <source>Outposts left: {n}</source>
            <translation>剩餘前哨站：{n}</translation>
        </message>
        <message>
            <source>Outsiders (deck: {n})</source>
            <translation>外來者（牌堆：{n}）</translation>
        </message>
        <message>
            <source>Outsiders owned (each scores by its own condition)</source>
            <translation>擁有的外來者（各依其條件計分）</translation>
        </message>
        <message>
            <source>Outsiders:</source>
            <translation>外來者：</translation>
        </message>
        <message>
            <source>Outsiders: {list}</source>
            <translation>外來者：{list}</translation>
        </message>
        <message>
            <source>Paid debts: {n}</source>
            <translation>已償還的債務：{n}</translation>
        </message>
        <message>
            <source>Pay and use it</source>
            <translation>支付並使用</translation>
        </message>
        <message>
            <source>Pay off a debt</source>
            <translation>償還一張債務</translation>
        </message>
        <message>
            <source>Pay {what}</source>
            <translation>支付 {what}</translation>
        </message>
        <message>
            <source>Phase 1: play a card</source>
            <translation>階段 1：打出卡牌</translation>
        </message>
        <message>
            <source>Phase 2: move</source>
            <translation>階段 2：移動</translation>
        </message>
        <message>
            <source>Phase 3: main action</source>
            <translation>階段 3：主要行動</translation>
        </message>
        <message>
            <source>Phase 4: hire</source>
            <translation>階段 4：僱用</translation>
        </message>
        <message>
            <source>Phase 5: collision</source>
            <translation>階段 5：碰撞</translation>
        </message>
        <message>
            <source>Phase 6: draw</source>
            <translation>階段 6：抽牌</translation>
        </message>
        <message>
            <source>Pile: {n} cards; only the top one can be hired</source>
            <translation>牌堆：{n} 張；只能僱用最上方的一張</translation>
        </message>
        <message>
            <source>Place no workers</source>
            <translation>不放置工人</translation>
        </message>
        <message>
            <source>Place workers</source>
            <translation>放置工人</translation>
        </message>
        <message>
            <source>Play it to welcome an outsider when it leaves your tableau; destroy it from your hand to reject one (GOG-OUT)</source>
            <translation>打出它，離開居民列時歡迎一位外來者；從手牌摧毀它則拒絕一位外來者（GOG-OUT）</translation>
        </message>
        <message>
            <source>Play {card}</source>
            <translation>打出「{card}」</translation>
        </message>
        <message>
            <source>Player card #{n} with {hero}</source>
            <translation>玩家卡 #{n} 與「{hero}」</translation>
        </message>
        <message>
            <source>Player {n}</source>
            <translation>玩家 {n}</translation>
        </message>
        <message>
            <source>Poverty</source>
            <translation>貧困卡</translation>
        </message>
        <message>
            <source>Poverty (approved deeds majority)</source>
            <translation>貧困卡（已批准地契多數）</translation>
        </message>
        <message>
            <source>Printed on the board: it can be banished, not hired</source>
            <translation>印在主圖板上：可以遣散，不能僱用</translation>
        </message>
        <message>
            <source>Printed on the board: transcribed for its effect only, never taken</source>
            <translation>印在主圖板上：抄錄只獲得效果，不會拿走</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>列印…</translation>
        </message>
        <message>
            <source>Prosperity</source>
            <translation>繁榮卡</translation>
        </message>
        <message>
            <source>Prosperity (paid debts majority)</source>
            <translation>繁榮卡（已償還債務多數）</translation>
        </message>
        <message>
            <source>Public buildings</source>
            <translation>公共建築</translation>
        </message>
        <message>
            <source>Public buildings built</source>
            <translation>已建造的公共建築</translation>
        </message>
        <message>
            <source>Purchased deeds: {n}</source>
            <translation>已購入的地契：{n}</translation>
        </message>
        <message>
            <source>Rearrange first (yellow, pay {n} resources)</source>
            <translation>先重新排列（黃色欄位，支付 {n} 個資源）</translation>
        </message>
        <message>
            <source>Reject {card}</source>
            <translation>拒絕「{card}」</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>移除</translation>
        </message>
        <message>
            <source>Remove last player</source>
            <translation>移除最後一位玩家</translation>
        </message>
        <message>
            <source>Remove this outsider</source>
            <translation>移除這位外來者</translation>
        </message>
        <message>
            <source>Reward (at once)</source>
            <translation>獎勵（立即）</translation>
        </message>
        <message>
            <source>Rewards: none</source>
            <translation>獎勵：無</translation>
        </message>
        <message>
            <source>Rewards: {list}</source>
            <translation>獎勵：{list}</translation>
        </message>
        <message>
            <source>Rewards: {n}</source>
            <translation>獎勵：{n}</translation>
        </message>
        <message>
            <source>Ribbon: {ribbon}</source>
            <translation>綬帶：{ribbon}</translation>
        </message>
        <message>
            <source>Round {n}</source>
            <translation>第 {n} 輪</translation>
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
            <translation>計分表（*.yaml *.yml）</translation>
        </message>
        <message>
            <source>Scores at the end</source>
            <translation>遊戲結束時計分</translation>
        </message>
        <message>
            <source>Scores: {points}</source>
            <translation>計分：{points}</translation>
        </message>
        <message>
            <source>Setup: choose a player card</source>
            <translation>遊戲設置：選擇玩家卡</translation>
        </message>
        <message>
            <source>Shift the tableau</source>
            <translation>居民列右移</translation>
        </message>
        <message>
            <source>Shift the tableau ({card} leaves)</source>
            <translation>居民列右移（「{card}」離開）</translation>
        </message>
        <message>
            <source>Silver: {n} (money; 1 silver adds 1 merchant to a trade)</source>
            <translation>銀幣：{n}（錢；交易時每 1 銀幣 = 1 商人）</translation>
        </message>
        <message>
            <source>Skip</source>
            <translation>略過</translation>
        </message>
        <message>
            <source>Slot 1: the card you play goes here</source>
            <translation>第 1 格：打出的卡牌放在這裡</translation>
        </message>
        <message>
            <source>Slot 2</source>
            <translation>第 2 格</translation>
        </message>
        <message>
            <source>Slot 3: leaves next turn</source>
            <translation>第 3 格：下回合離開</translation>
        </message>
        <message>
            <source>Specialist builder</source>
            <translation>專精建築工卡</translation>
        </message>
        <message>
            <source>Specialist builder: first with 3 of one type</source>
            <translation>專精建築工卡：最先擁有 3 棟同種建築的玩家</translation>
        </message>
        <message>
            <source>Stack: {n} manuscripts; only the top one can be transcribed</source>
            <translation>手抄本堆：{n} 份；只能抄錄最上方的一份</translation>
        </message>
        <message>
            <source>Steward deck {d} · discard {x}</source>
            <translation>總管牌堆 {d} · 棄牌 {x}</translation>
        </message>
        <message>
            <source>Stone: {n} (1 stone adds 1 builder to a build)</source>
            <translation>石頭：{n}（建造時每 1 石頭 = 1 建築工）</translation>
        </message>
        <message>
            <source>Tableau</source>
            <translation>居民列</translation>
        </message>
        <message>
            <source>Take a King's Order instead (free)</source>
            <translation>改拿一張國王命令卡（免費）</translation>
        </message>
        <message>
            <source>Take a King's Order instead ({n} silver)</source>
            <translation>改拿一張國王命令卡（{n} 銀幣）</translation>
        </message>
        <message>
            <source>Take no chest</source>
            <translation>不拿寶箱</translation>
        </message>
        <message>
            <source>Take nothing</source>
            <translation>不拿取</translation>
        </message>
        <message>
            <source>Take {card}</source>
            <translation>拿取「{card}」</translation>
        </message>
        <message>
            <source>Taken: {what} of {who}</source>
            <translation>已有：{who}的{what}</translation>
        </message>
        <message>
            <source>The Steward's turn</source>
            <translation>總管的回合</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>遊戲已結束。</translation>
        </message>
        <message>
            <source>The starting grey manuscript counts for sets</source>
            <translation>起始灰色手抄本計入套組</translation>
        </message>
        <message>
            <source>This public building needs a site within reach that holds your own building of its type</source>
            <translation>這座公共建築需要一個在可及範圍內、有你自己同類建築的建築點</translation>
        </message>
        <message>
            <source>Tie-break: {reason}</source>
            <translation>平手判定：{reason}</translation>
        </message>
        <message>
            <source>Town halls</source>
            <translation>市政廳</translation>
        </message>
        <message>
            <source>Townsfolk</source>
            <translation>居民</translation>
        </message>
        <message>
            <source>Track space {n}</source>
            <translation>軌道第 {n} 格</translation>
        </message>
        <message>
            <source>Trade</source>
            <translation>交易</translation>
        </message>
        <message>
            <source>Trade: {n} merchant → {reward}</source>
            <translation>交易：{n} 商人 → {reward}</translation>
        </message>
        <message>
            <source>Trading posts</source>
            <translation>貿易站</translation>
        </message>
        <message>
            <source>Transcribe</source>
            <translation>抄錄手抄本</translation>
        </message>
        <message>
            <source>Treasure chests (0–3)</source>
            <translation>寶箱（0–3）</translation>
        </message>
        <message>
            <source>Treasure chests (stack: {n})</source>
            <translation>寶箱（牌堆：{n}）</translation>
        </message>
        <message>
            <source>Turn order</source>
            <translation>回合順序</translation>
        </message>
        <message>
            <source>Unpaid debts: {n}</source>
            <translation>未償還的債務：{n}</translation>
        </message>
        <message>
            <source>Use</source>
            <translation>使用</translation>
        </message>
        <message>
            <source>Use this ability now</source>
            <translation>現在使用這個能力</translation>
        </message>
        <message>
            <source>Used on your own turn, at one of your decisions (GOG-MSB-03)</source>
            <translation>在你自己的回合、輪到你做決定時使用（GOG-MSB-03）</translation>
        </message>
        <message>
            <source>Value 3, no icons; taken instead of a hire</source>
            <translation>價值 3，沒有圖示；代替僱用拿取</translation>
        </message>
        <message>
            <source>Value {n} (hire or banish cost, movement, refund)</source>
            <translation>價值 {n}（僱用或遣散費用、移動距離、摧毀退款）</translation>
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
            <source>Welcome {card}</source>
            <translation>歡迎「{card}」</translation>
        </message>
        <message>
            <source>When hired or banished</source>
            <translation>僱用或遣散時</translation>
        </message>
        <message>
            <source>When hired or banished: {effects}</source>
            <translation>僱用或遣散時：{effects}</translation>
        </message>
        <message>
            <source>When it leaves</source>
            <translation>離開時</translation>
        </message>
        <message>
            <source>When played</source>
            <translation>打出時</translation>
        </message>
        <message>
            <source>When rejected</source>
            <translation>被拒絕時</translation>
        </message>
        <message>
            <source>When rejected: {effects}</source>
            <translation>被拒絕時：{effects}</translation>
        </message>
        <message>
            <source>When transcribed</source>
            <translation>抄錄時</translation>
        </message>
        <message>
            <source>When transcribed: {effects}</source>
            <translation>抄錄時：{effects}</translation>
        </message>
        <message>
            <source>When you build here: {effects}</source>
            <translation>在此建造時：{effects}</translation>
        </message>
        <message>
            <source>Whenever a worker of yours reaches castle level 2</source>
            <translation>每當你的工人進入城堡第二層</translation>
        </message>
        <message>
            <source>Whenever a worker of yours reaches castle level 3</source>
            <translation>每當你的工人進入城堡第三層</translation>
        </message>
        <message>
            <source>Whenever you banish</source>
            <translation>每當你遣散</translation>
        </message>
        <message>
            <source>Whenever you build</source>
            <translation>每當你建造建築</translation>
        </message>
        <message>
            <source>Whenever you destroy a card</source>
            <translation>每當你摧毀卡牌</translation>
        </message>
        <message>
            <source>Whenever you destroy a hero</source>
            <translation>每當你摧毀一張英雄卡</translation>
        </message>
        <message>
            <source>Whenever you gain a hero</source>
            <translation>每當你獲得英雄</translation>
        </message>
        <message>
            <source>Whenever you gain an outsider</source>
            <translation>每當你獲得一位外來者</translation>
        </message>
        <message>
            <source>Whenever you hire</source>
            <translation>每當你僱用</translation>
        </message>
        <message>
            <source>Whenever you place workers</source>
            <translation>每當你放置工人</translation>
        </message>
        <message>
            <source>Whenever you reshuffle</source>
            <translation>每當你洗牌</translation>
        </message>
        <message>
            <source>Whenever you trade</source>
            <translation>每當你交易</translation>
        </message>
        <message>
            <source>Whenever you transcribe</source>
            <translation>每當你抄錄手抄本</translation>
        </message>
        <message>
            <source>While on your tableau</source>
            <translation>在居民列上時</translation>
        </message>
        <message>
            <source>Worker to level 2</source>
            <translation>工人進第二層</translation>
        </message>
        <message>
            <source>Worker to level 3</source>
            <translation>工人進第三層</translation>
        </message>
        <message>
            <source>Workers go into the level-1 region your viscount faces (region {n})</source>
            <translation>工人只能放進你的子爵面對的第一層區域（區域 {n}）</translation>
        </message>
        <message>
            <source>Workers in supply: {n}</source>
            <translation>供應區工人：{n}</translation>
        </message>
        <message>
            <source>Workers in the castle</source>
            <translation>城堡中的工人</translation>
        </message>
        <message>
            <source>Workers in your supply: {n}</source>
            <translation>你供應區的工人：{n}</translation>
        </message>
        <message>
            <source>Workshop: discard nothing with the hire</source>
            <translation>工坊：僱用時不棄牌</translation>
        </message>
        <message>
            <source>Workshop: discard the top card of your draw pile with the hire</source>
            <translation>工坊：僱用時棄掉抽牌堆頂的牌</translation>
        </message>
        <message>
            <source>Workshop: discard {card} with the hire</source>
            <translation>工坊：僱用時棄掉「{card}」</translation>
        </message>
        <message>
            <source>Workshops</source>
            <translation>工坊</translation>
        </message>
        <message>
            <source>Yellow column</source>
            <translation>黃色欄位</translation>
        </message>
        <message>
            <source>Yes: {effects}</source>
            <translation>是：{effects}</translation>
        </message>
        <message>
            <source>You must move at least the value of the card you played</source>
            <translation>你至少要移動所打出卡牌的價值</translation>
        </message>
        <message>
            <source>Your discard pile: {n} cards (top: {card})</source>
            <translation>你的棄牌堆：{n} 張（最上方：{card}）</translation>
        </message>
        <message>
            <source>Your draw pile: {n} cards, face down</source>
            <translation>你的抽牌堆：{n} 張，正面朝下</translation>
        </message>
        <message>
            <source>Your manuscript board</source>
            <translation>你的手抄本圖板</translation>
        </message>
        <message>
            <source>Your workers: drag into the castle</source>
            <translation>你的工人：拖進城堡</translation>
        </message>
        <message>
            <source>a building</source>
            <translation>一棟建築</translation>
        </message>
        <message>
            <source>a town hall</source>
            <translation>一棟市政廳</translation>
        </message>
        <message>
            <source>a trading post</source>
            <translation>一座貿易站</translation>
        </message>
        <message>
            <source>a workshop</source>
            <translation>一座工坊</translation>
        </message>
        <message>
            <source>an outpost</source>
            <translation>前哨站</translation>
        </message>
        <message>
            <source>approve a deed</source>
            <translation>批准一張地契</translation>
        </message>
        <message>
            <source>approved</source>
            <translation>已批准</translation>
        </message>
        <message>
            <source>approved deeds</source>
            <translation>已批准的地契</translation>
        </message>
        <message>
            <source>at the end of your turn: {effects}</source>
            <translation>回合結束時：{effects}</translation>
        </message>
        <message>
            <source>banish −{n} silver</source>
            <translation>遣散 −{n} 銀幣</translation>
        </message>
        <message>
            <source>banish ≤{n} silver</source>
            <translation>遣散 ≤{n} 銀幣</translation>
        </message>
        <message>
            <source>banishing costs at most {n} silver</source>
            <translation>遣散最多花費 {n} 銀幣</translation>
        </message>
        <message>
            <source>banishing costs {n} silver less</source>
            <translation>遣散少花 {n} 銀幣</translation>
        </message>
        <message>
            <source>bought</source>
            <translation>已購入</translation>
        </message>
        <message>
            <source>buff (this turn)</source>
            <translation>增益（本回合）</translation>
        </message>
        <message>
            <source>build {what}</source>
            <translation>建造{what}</translation>
        </message>
        <message>
            <source>build {what} for free</source>
            <translation>免費建造{what}</translation>
        </message>
        <message>
            <source>build −{n} builder</source>
            <translation>建造 −{n} 建築工</translation>
        </message>
        <message>
            <source>building costs {n} builder less</source>
            <translation>建造少需 {n} 建築工</translation>
        </message>
        <message>
            <source>buildings on the board</source>
            <translation>主圖板上的建築</translation>
        </message>
        <message>
            <source>built by {name}</source>
            <translation>由 {name} 建造</translation>
        </message>
        <message>
            <source>castle leader</source>
            <translation>城堡領袖卡</translation>
        </message>
        <message>
            <source>charter (approved deed)</source>
            <translation>特許（已批准地契）</translation>
        </message>
        <message>
            <source>chest slot {n}</source>
            <translation>寶箱欄 {n}</translation>
        </message>
        <message>
            <source>cleric rewards</source>
            <translation>牧師獎勵卡</translation>
        </message>
        <message>
            <source>debts</source>
            <translation>債務</translation>
        </message>
        <message>
            <source>debts left</source>
            <translation>張債務</translation>
        </message>
        <message>
            <source>deeds</source>
            <translation>地契</translation>
        </message>
        <message>
            <source>deeds left</source>
            <translation>張地契</translation>
        </message>
        <message>
            <source>destroy a card</source>
            <translation>摧毀一張牌</translation>
        </message>
        <message>
            <source>destroy one of your starting cards (gain its value in silver)</source>
            <translation>摧毀一張你的起始卡牌（獲得其價值的銀幣）</translation>
        </message>
        <message>
            <source>draw {n} {n|card|cards}</source>
            <translation>抽 {n} 張牌</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>空</translation>
        </message>
        <message>
            <source>every {a} {x} icons count as {b} {y}</source>
            <translation>每 {a} 個{x}圖示當作 {b} 個{y}</translation>
        </message>
        <message>
            <source>fixed points</source>
            <translation>固定分數</translation>
        </message>
        <message>
            <source>flip a debt or a deed</source>
            <translation>翻面一張債務或地契</translation>
        </message>
        <message>
            <source>flip debt/deed</source>
            <translation>翻面債務／地契</translation>
        </message>
        <message>
            <source>flip debt/deed ×{n}</source>
            <translation>翻面債務／地契 ×{n}</translation>
        </message>
        <message>
            <source>for each of your {what}: {effects}</source>
            <translation>你的每個{what}：{effects}</translation>
        </message>
        <message>
            <source>for every {k} {what}: {effects}</source>
            <translation>每 {k} 個{what}：{effects}</translation>
        </message>
        <message>
            <source>free</source>
            <translation>免費</translation>
        </message>
        <message>
            <source>free hire, value ≤{k}</source>
            <translation>免費僱用，價值 ≤{k}</translation>
        </message>
        <message>
            <source>gives nothing now: {reason}</source>
            <translation>現在什麼也不會得到：{reason}</translation>
        </message>
        <message>
            <source>hand limit +{n}</source>
            <translation>手牌上限 +{n}</translation>
        </message>
        <message>
            <source>hand limit {n}</source>
            <translation>手牌上限 {n}</translation>
        </message>
        <message>
            <source>held by {name}</source>
            <translation>由 {name} 持有</translation>
        </message>
        <message>
            <source>hire a townsfolk</source>
            <translation>僱用一張居民</translation>
        </message>
        <message>
            <source>hire a townsfolk for free</source>
            <translation>免費僱用一張居民</translation>
        </message>
        <message>
            <source>hire a townsfolk for {d} silver less</source>
            <translation>僱用一張居民，少付 {d} 銀幣</translation>
        </message>
        <message>
            <source>hire a townsfolk of value {k} or less for free</source>
            <translation>免費僱用一張價值 {k} 以下的居民</translation>
        </message>
        <message>
            <source>hire −{n} silver</source>
            <translation>僱用 −{n} 銀幣</translation>
        </message>
        <message>
            <source>hiring costs {n} silver less</source>
            <translation>僱用少花 {n} 銀幣</translation>
        </message>
        <message>
            <source>how many:</source>
            <translation>數量：</translation>
        </message>
        <message>
            <source>icons</source>
            <translation>圖示</translation>
        </message>
        <message>
            <source>if the card above shows no criminal icon</source>
            <translation>若上方卡牌沒有罪犯圖示</translation>
        </message>
        <message>
            <source>if you have a {icon} icon</source>
            <translation>若你有{icon}圖示</translation>
        </message>
        <message>
            <source>if your main action is {action}</source>
            <translation>若你的主要行動是{action}</translation>
        </message>
        <message>
            <source>if your tableau shows no criminal icon</source>
            <translation>若你的居民列沒有罪犯圖示</translation>
        </message>
        <message>
            <source>levy (paid debt)</source>
            <translation>徵收（已償還債務）</translation>
        </message>
        <message>
            <source>locked</source>
            <translation>未解鎖</translation>
        </message>
        <message>
            <source>look at {n} heroes and keep one</source>
            <translation>翻開 {n} 張英雄並保留一張</translation>
        </message>
        <message>
            <source>manuscripts</source>
            <translation>手抄本</translation>
        </message>
        <message>
            <source>manuscripts cost {n} cleric less</source>
            <translation>手抄本少需 {n} 牧師</translation>
        </message>
        <message>
            <source>may destroy a card (+its value)</source>
            <translation>可摧毀一張牌（+其價值）</translation>
        </message>
        <message>
            <source>may discard a card</source>
            <translation>可棄一張牌</translation>
        </message>
        <message>
            <source>move one of your workers inward from castle level {n}</source>
            <translation>將你一名工人從城堡第 {n} 層向內移動</translation>
        </message>
        <message>
            <source>move {n} extra {n|step|steps}</source>
            <translation>多移動 {n} 格</translation>
        </message>
        <message>
            <source>no criminal icon</source>
            <translation>沒有罪犯圖示</translation>
        </message>
        <message>
            <source>no criminal → {effects}</source>
            <translation>無罪犯 → {effects}</translation>
        </message>
        <message>
            <source>no limit</source>
            <translation>無上限</translation>
        </message>
        <message>
            <source>nobody yet</source>
            <translation>尚無人</translation>
        </message>
        <message>
            <source>none</source>
            <translation>無</translation>
        </message>
        <message>
            <source>not built yet</source>
            <translation>尚未建造</translation>
        </message>
        <message>
            <source>not kept</source>
            <translation>不會保留</translation>
        </message>
        <message>
            <source>not taken yet</source>
            <translation>尚無人取得</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>無</translation>
        </message>
        <message>
            <source>on your own turn</source>
            <translation>在你自己的回合</translation>
        </message>
        <message>
            <source>one of: {options}</source>
            <translation>擇一：{options}</translation>
        </message>
        <message>
            <source>outpost</source>
            <translation>前哨站</translation>
        </message>
        <message>
            <source>outsiders owned</source>
            <translation>擁有的外來者</translation>
        </message>
        <message>
            <source>own town halls</source>
            <translation>自己的市政廳</translation>
        </message>
        <message>
            <source>own trading posts</source>
            <translation>自己的貿易站</translation>
        </message>
        <message>
            <source>own workshops</source>
            <translation>自己的工坊</translation>
        </message>
        <message>
            <source>paid</source>
            <translation>已償還</translation>
        </message>
        <message>
            <source>paid debts</source>
            <translation>已償還的債務</translation>
        </message>
        <message>
            <source>pay off a debt</source>
            <translation>償還一張債務</translation>
        </message>
        <message>
            <source>pay {n} silver</source>
            <translation>支付 {n} 銀幣</translation>
        </message>
        <message>
            <source>pay {n} {n|resource|resources} of your choice</source>
            <translation>支付 {n} 個任選資源</translation>
        </message>
        <message>
            <source>pay {n} {what}</source>
            <translation>支付 {n} {what}</translation>
        </message>
        <message>
            <source>per {what}</source>
            <translation>每個{what}</translation>
        </message>
        <message>
            <source>place {n} {n|worker|workers} in a castle region of your choice</source>
            <translation>在任選的城堡區域放置 {n} 名工人</translation>
        </message>
        <message>
            <source>place {n} {n|worker|workers} in the castle region your viscount faces</source>
            <translation>在你的子爵面對的城堡區域放置 {n} 名工人</translation>
        </message>
        <message>
            <source>placing workers needs {n} noble less</source>
            <translation>放置工人少需 {n} 貴族</translation>
        </message>
        <message>
            <source>player card #{n}</source>
            <translation>玩家卡 #{n}</translation>
        </message>
        <message>
            <source>points</source>
            <translation>分</translation>
        </message>
        <message>
            <source>points each, at most</source>
            <translation>分，最多</translation>
        </message>
        <message>
            <source>printed</source>
            <translation>印製</translation>
        </message>
        <message>
            <source>printed on the board (not kept)</source>
            <translation>印在主圖板上（不會收走）</translation>
        </message>
        <message>
            <source>purchased</source>
            <translation>已購入</translation>
        </message>
        <message>
            <source>purchased deeds</source>
            <translation>已購入的地契</translation>
        </message>
        <message>
            <source>rearrange your tableau</source>
            <translation>重新排列你的居民列</translation>
        </message>
        <message>
            <source>reject an outsider</source>
            <translation>拒絕一位外來者</translation>
        </message>
        <message>
            <source>remove a townsfolk</source>
            <translation>移除一張居民</translation>
        </message>
        <message>
            <source>resource of your choice</source>
            <translation>任選資源</translation>
        </message>
        <message>
            <source>revealed</source>
            <translation>已露出</translation>
        </message>
        <message>
            <source>reward (at once)</source>
            <translation>獎勵（立即）</translation>
        </message>
        <message>
            <source>ribbon colours</source>
            <translation>綬帶顏色</translation>
        </message>
        <message>
            <source>take a King's Order</source>
            <translation>拿取一張國王命令卡</translation>
        </message>
        <message>
            <source>take a King's Order for {n} silver</source>
            <translation>支付 {n} 銀幣拿取一張國王命令卡</translation>
        </message>
        <message>
            <source>take a debt</source>
            <translation>拿取一張債務</translation>
        </message>
        <message>
            <source>take a deed</source>
            <translation>拿取一張地契</translation>
        </message>
        <message>
            <source>take a townsfolk</source>
            <translation>拿取一張居民</translation>
        </message>
        <message>
            <source>take a townsfolk (value {k} or less)</source>
            <translation>拿取一張居民（價值 {k} 以下）</translation>
        </message>
        <message>
            <source>take a treasure chest</source>
            <translation>拿取一片寶箱</translation>
        </message>
        <message>
            <source>take {n} debts</source>
            <translation>拿取 {n} 張債務</translation>
        </message>
        <message>
            <source>take {n} deeds</source>
            <translation>拿取 {n} 張地契</translation>
        </message>
        <message>
            <source>transcribe</source>
            <translation>抄錄</translation>
        </message>
        <message>
            <source>transcribe a manuscript</source>
            <translation>抄錄一份手抄本</translation>
        </message>
        <message>
            <source>transcribe a manuscript for free</source>
            <translation>免費抄錄一份手抄本</translation>
        </message>
        <message>
            <source>transcribe −{n} cleric</source>
            <translation>抄錄 −{n} 牧師</translation>
        </message>
        <message>
            <source>treasure chests</source>
            <translation>寶箱</translation>
        </message>
        <message>
            <source>unlocked</source>
            <translation>已解鎖</translation>
        </message>
        <message>
            <source>unpaid</source>
            <translation>未償還</translation>
        </message>
        <message>
            <source>unpaid debts</source>
            <translation>未償還的債務</translation>
        </message>
        <message>
            <source>welcome an outsider</source>
            <translation>歡迎一位外來者</translation>
        </message>
        <message>
            <source>when banished: {effects}</source>
            <translation>遣散時：{effects}</translation>
        </message>
        <message>
            <source>when hired: {effects}</source>
            <translation>僱用時：{effects}</translation>
        </message>
        <message>
            <source>when rejected: {effects}</source>
            <translation>拒絕時：{effects}</translation>
        </message>
        <message>
            <source>with at least {n} {what}</source>
            <translation>至少有 {n} 個{what}時</translation>
        </message>
        <message>
            <source>workers in the castle</source>
            <translation>城堡中的工人</translation>
        </message>
        <message>
            <source>workers on castle level {n}</source>
            <translation>城堡第 {n} 層的工人</translation>
        </message>
        <message>
            <source>workers −{n} noble</source>
            <translation>放工人 −{n} 貴族</translation>
        </message>
        <message>
            <source>you may destroy a card from your hand or the top of your draw pile (gain its value in silver)</source>
            <translation>可摧毀一張手牌或抽牌堆最上方的牌（獲得其價值的銀幣）</translation>
        </message>
        <message>
            <source>you may discard a card (from your hand or the top of your draw pile)</source>
            <translation>可棄一張牌（手牌或抽牌堆最上方）</translation>
        </message>
        <message>
            <source>you may ignore 1 criminal icon for this collision</source>
            <translation>你可以在這次碰撞中無視 1 個罪犯圖示</translation>
        </message>
        <message>
            <source>you may move {n} extra {n|step|steps} for free</source>
            <translation>可免費多移動 {n} 格</translation>
        </message>
        <message>
            <source>you may: {effects}</source>
            <translation>可以：{effects}</translation>
        </message>
        <message>
            <source>{action} is free</source>
            <translation>{action}免費</translation>
        </message>
        <message>
            <source>{action}: power {power} (icons: {icons}); +1 per {resource}, you have {have}</source>
            <translation>{action}：力量 {power}（圖示：{icons}）；每個{resource} +1，你有 {have}</translation>
        </message>
        <message>
            <source>{a} {x} = {b} {y}</source>
            <translation>{a} {x} = {b} {y}</translation>
        </message>
        <message>
            <source>{building} costs {n} builder less</source>
            <translation>{building}少需 {n} 建築工</translation>
        </message>
        <message>
            <source>{building} on {site}</source>
            <translation>{building}：{site}</translation>
        </message>
        <message>
            <source>{building} slot {k}</source>
            <translation>{building}第 {k} 格</translation>
        </message>
        <message>
            <source>{building} slot {k}: {ability}</source>
            <translation>{building}第 {k} 格：{ability}</translation>
        </message>
        <message>
            <source>{building} · {n} builder</source>
            <translation>{building} · {n} 建築工</translation>
        </message>
        <message>
            <source>{building}: {n} of 3 built</source>
            <translation>{building}：已建 {n}/3 座</translation>
        </message>
        <message>
            <source>{card} is revealed: the game ends after the next round</source>
            <translation>{card}已露出：再進行一輪後遊戲結束</translation>
        </message>
        <message>
            <source>{card}: {n} {pile} left on it; taking the last one reveals it</source>
            <translation>{card}：上面還有 {n} 張{pile}；拿走最後一張時露出</translation>
        </message>
        <message>
            <source>{chest} into slot {n}</source>
            <translation>「{chest}」放進第 {n} 欄</translation>
        </message>
        <message>
            <source>{condition} → {effects}</source>
            <translation>{condition} → {effects}</translation>
        </message>
        <message>
            <source>{condition}: {effects}</source>
            <translation>{condition}：{effects}</translation>
        </message>
        <message>
            <source>{cost} → {effects}</source>
            <translation>{cost} → {effects}</translation>
        </message>
        <message>
            <source>{icon} icons</source>
            <translation>{icon}圖示</translation>
        </message>
        <message>
            <source>{label} → {gives}</source>
            <translation>{label} → {gives}</translation>
        </message>
        <message>
            <source>{name}'s turn</source>
            <translation>輪到 {name}</translation>
        </message>
        <message>
            <source>{name}'s viscount</source>
            <translation>{name} 的子爵</translation>
        </message>
        <message>
            <source>{name}: level {level}, region {n}</source>
            <translation>{name}：第 {level} 層，區域 {n}</translation>
        </message>
        <message>
            <source>{n} builder · {vp} points</source>
            <translation>{n} 建築工 · {vp} 分</translation>
        </message>
        <message>
            <source>{n} builder; on a site with your own {building}</source>
            <translation>{n} 建築工；蓋在有你自己{building}的建築點上</translation>
        </message>
        <message>
            <source>{n} debts</source>
            <translation>{n} 張債務</translation>
        </message>
        <message>
            <source>{n} deeds</source>
            <translation>{n} 張地契</translation>
        </message>
        <message>
            <source>{n} merchant → {reward}</source>
            <translation>{n} 商人 → {reward}</translation>
        </message>
        <message>
            <source>{n} points</source>
            <translation>{n} 分</translation>
        </message>
        <message>
            <source>{n} silver</source>
            <translation>{n} 銀幣</translation>
        </message>
        <message>
            <source>{n} workers</source>
            <translation>{n} 名工人</translation>
        </message>
        <message>
            <source>{n} {n|manuscript|manuscripts}</source>
            <translation>{n} 份手抄本</translation>
        </message>
        <message>
            <source>{n} {n|point|points} at the end</source>
            <translation>遊戲結束時 {n} 分</translation>
        </message>
        <message>
            <source>{n} {n|point|points} for each of your {what}</source>
            <translation>你每有 1 個{what}得 {n} 分</translation>
        </message>
        <message>
            <source>{ribbon} cleric reward: the first to transcribe 3 {ribbon} manuscripts takes it (3 points)</source>
            <translation>{ribbon}牧師獎勵卡：最先抄錄 3 份{ribbon}手抄本的玩家獲得（3 分）</translation>
        </message>
        <message>
            <source>{ribbon} manuscripts</source>
            <translation>{ribbon}手抄本</translation>
        </message>
        <message>
            <source>{ribbon} manuscripts: {n}</source>
            <translation>{ribbon}手抄本：{n}</translation>
        </message>
        <message>
            <source>{site} · frees: {ability}</source>
            <translation>{site} · 空出：{ability}</translation>
        </message>
        <message>
            <source>{site} · {effects}, {vp} VP</source>
            <translation>{site} · {effects}，{vp} 分</translation>
        </message>
        <message>
            <source>{space} ({n} silver)</source>
            <translation>{space}（{n} 銀幣）</translation>
        </message>
        <message>
            <source>{text} (next time)</source>
            <translation>{text}（下一次）</translation>
        </message>
        <message>
            <source>{text} (this turn)</source>
            <translation>{text}（本回合）</translation>
        </message>
        <message>
            <source>{text} from any pile</source>
            <translation>{text}（任一牌堆）</translation>
        </message>
        <message>
            <source>{text} ×{n}</source>
            <translation>{text} ×{n}</translation>
        </message>
        <message>
            <source>{when}: {effects}</source>
            <translation>{when}：{effects}</translation>
        </message>
        <message>
            <source>×{n} in the supply</source>
            <translation>供應區 ×{n}</translation>
        </message>
    </context>
    <context>
        <name>engine</name>
        <message>
            <source>'{key}' is not a parameter name</source>
            <translation>「{key}」不是參數名稱</translation>
        </message>
        <message>
            <source>'{move}' is not a move</source>
            <translation>「{move}」不是動作</translation>
        </message>
        <message>
            <source>(a) Dream decay: {dream} leaves slot {slot} of the dream display</source>
            <translation>(a) 夢境衰退：「{dream}」離開夢境展示區第 {slot} 格</translation>
        </message>
        <message>
            <source>(a) Market decay: the {row} market row has no right tile</source>
            <translation>(a) 市場衰退：{row}市場列的最右側沒有板塊</translation>
        </message>
        <message>
            <source>(a) Market decay: {tile} leaves the {row} market row</source>
            <translation>(a) 市場衰退：「{tile}」離開{row}市場列</translation>
        </message>
        <message>
            <source>(b) Freud's schedule: his prestige advances this round</source>
            <translation>(b) 佛洛依德的進度：本輪他的聲望前進</translation>
        </message>
        <message>
            <source>(b) Freud's schedule: no advance in round {round}</source>
            <translation>(b) 佛洛依德的進度：第 {round} 輪不前進</translation>
        </message>
        <message>
            <source>1 is the bottom of the stack, not 0</source>
            <translation>疊放順序從 1（最底下）開始，不是 0</translation>
        </message>
        <message>
            <source>2-4 players (or solo: true for one), not {n}</source>
            <translation>需要 2–4 位玩家（單人遊戲請寫 solo: true），不是 {n} 位</translation>
        </message>
        <message>
            <source>A King's Order costs {n} silver unless the hire was free</source>
            <translation>除非是免費僱用，否則國王命令卡需要 {n} 銀幣</translation>
        </message>
        <message>
            <source>A King's Order instead of a hire only on your own turn</source>
            <translation>只有在自己的回合才能以國王命令卡代替僱用</translation>
        </message>
        <message>
            <source>A King's Order on top of the draw pile cannot be destroyed: it stays</source>
            <translation>抽牌堆最上方的國王命令卡不能被摧毀：它留在原處</translation>
        </message>
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
            <source>A free build can never build a public building</source>
            <translation>免費建造的效果不能用來建造公共建築</translation>
        </message>
        <message>
            <source>A gear faces one of 3 ways</source>
            <translation>齒輪只有 3 種方向</translation>
        </message>
        <message>
            <source>A kept tile can never go back to the pool</source>
            <translation>保留的板塊不能再退回桌面中央</translation>
        </message>
        <message>
            <source>A large insight cannot be elevated further</source>
            <translation>大頓悟無法再提升</translation>
        </message>
        <message>
            <source>A letter costs {price} {price|coin|coins}; you have {coins}</source>
            <translation>1 個活字要 {price} 元，你只有 {coins} 元</translation>
        </message>
        <message>
            <source>A marked gear cannot be discarded</source>
            <translation>放有指示物的齒輪不能棄置</translation>
        </message>
        <message>
            <source>A new gear goes into your first empty mount; nothing is discarded</source>
            <translation>新齒輪放進你第一個空的安裝位置，不用棄置齒輪</translation>
        </message>
        <message>
            <source>A new tile back shows on the {row} pile</source>
            <translation>{row}供應堆露出新的板塊背面</translation>
        </message>
        <message>
            <source>A public {building} goes on a site of your side of the river that holds your own {building}</source>
            <translation>公共{building}必須蓋在河流你這一側、已有你自己的{building}的建築點上</translation>
        </message>
        <message>
            <source>A returned tile lies face up in the pool for everyone</source>
            <translation>放回的板塊已正面朝上留在公共區，人人可見</translation>
        </message>
        <message>
            <source>A taken tile has been seen and cannot be untaken</source>
            <translation>拿起的板塊已被看見，不能撤回</translation>
        </message>
        <message>
            <source>A tile taken back lies face up in the pool for everyone</source>
            <translation>取回後放回的板塊已正面朝上留在公共區，人人可見</translation>
        </message>
        <message>
            <source>A transfer moves an insight into another colour</source>
            <translation>移情是把頓悟移到同一環的另一種顏色</translation>
        </message>
        <message>
            <source>Action: {action}</source>
            <translation>行動：{action}</translation>
        </message>
        <message>
            <source>All your buildings are built</source>
            <translation>你的建築已全部建造完畢</translation>
        </message>
        <message>
            <source>An enhancement is claimed only during its action</source>
            <translation>強化效果只能在其對應行動中領取</translation>
        </message>
        <message>
            <source>An expansion is on or off (true or false)</source>
            <translation>擴充只能開啟或關閉（true 或 false）</translation>
        </message>
        <message>
            <source>Approved deeds: {value}</source>
            <translation>已批准地契：{value}</translation>
        </message>
        <message>
            <source>At most 6 tokens fit in one action row</source>
            <translation>每種行動最多分配 6 個行動值指示物</translation>
        </message>
        <message>
            <source>At most {n} {n|idea fits|ideas fit} “{action}”</source>
            <translation>「{action}」最多只能放 {n} 個主意</translation>
        </message>
        <message>
            <source>Banish a townsfolk for its icons?</source>
            <translation>要遣散一張居民卡來獲得它的圖示嗎？</translation>
        </message>
        <message>
            <source>Banishing {card} costs {n} silver</source>
            <translation>遣散「{card}」需要 {n} 銀幣</translation>
        </message>
        <message>
            <source>Breaking news: {card}</source>
            <translation>新聞快報：{card}</translation>
        </message>
        <message>
            <source>Build a building?</source>
            <translation>要建造建築嗎？</translation>
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
            <source>Character: {value}</source>
            <translation>角色：{value}</translation>
        </message>
        <message>
            <source>Characters are picked in seat order</source>
            <translation>依座位順序挑選角色</translation>
        </message>
        <message>
            <source>Chests go into one of the {n} slots under your tableau</source>
            <translation>寶箱要放進你居民列下方的 {n} 個欄位之一</translation>
        </message>
        <message>
            <source>Choose a castle region for {n} {n|worker|workers}</source>
            <translation>為 {n} 名工人選擇城堡區域</translation>
        </message>
        <message>
            <source>Choose a letter ({n} left)</source>
            <translation>選擇 1 個活字（剩 {n} 個）</translation>
        </message>
        <message>
            <source>Choose a player card and hero</source>
            <translation>選擇一對玩家卡與英雄</translation>
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
            <source>Choose the ribbon of {manuscript}</source>
            <translation>選擇《{manuscript}》的綬帶顏色</translation>
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
            <source>Choose your main action</source>
            <translation>選擇你的主要行動</translation>
        </message>
        <message>
            <source>Choose {n} {n|resource|resources}</source>
            <translation>選擇 {n} 個資源</translation>
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
            <source>Closes the paper (FTP-END-02)</source>
            <translation>關閉報社，失去獲勝資格（FTP-END-02）</translation>
        </message>
        <message>
            <source>Coffee conversions are only for your own turn</source>
            <translation>只能在自己的回合使用咖啡轉換</translation>
        </message>
        <message>
            <source>Coins held: {value}</source>
            <translation>持有金錢：{value} 元</translation>
        </message>
        <message>
            <source>Complete your orders, then pass</source>
            <translation>完成你的訂單，然後略過</translation>
        </message>
        <message>
            <source>Destroy one of your cards?</source>
            <translation>要摧毀你的一張卡牌嗎？</translation>
        </message>
        <message>
            <source>Destroy the top card of your draw pile?</source>
            <translation>要摧毀你抽牌堆最上方的卡牌嗎？</translation>
        </message>
        <message>
            <source>Discard a card?</source>
            <translation>要棄掉一張卡牌嗎？</translation>
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
            <source>Each public building is built once per game: this one stands already</source>
            <translation>每種公共建築每場遊戲只能建造一次：這一棟已經建好了</translation>
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
            <source>Entered in the score calculator</source>
            <translation>於計分器輸入</translation>
        </message>
        <message>
            <source>Era II begins: era I tiles leave the market; the recall reminder flips</source>
            <translation>時代 Ⅱ 開始：時代 Ⅰ 板塊移出市場，召回提醒板塊翻面</translation>
        </message>
        <message>
            <source>Execute “{action}” ({left} left), or stop</source>
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
            <source>Finish token: {value}</source>
            <translation>完稿指示物：{value}</translation>
        </message>
        <message>
            <source>First answer the open choice ({kind})</source>
            <translation>請先回答目前的選擇（{kind}）</translation>
        </message>
        <message>
            <source>Flip a debt or a deed</source>
            <translation>將一張債務或地契翻面</translation>
        </message>
        <message>
            <source>Focus news for tomorrow is drawn</source>
            <translation>抽出明天的焦點新聞</translation>
        </message>
        <message>
            <source>Focus news tile</source>
            <translation>焦點新聞板塊</translation>
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
            <source>Hire a townsfolk?</source>
            <translation>要僱用一張居民卡嗎？</translation>
        </message>
        <message>
            <source>Hiring {card} costs {n} silver</source>
            <translation>僱用「{card}」需要 {n} 銀幣</translation>
        </message>
        <message>
            <source>How many workers?</source>
            <translation>要放置幾名工人？</translation>
        </message>
        <message>
            <source>Ignore a criminal icon for this collision?</source>
            <translation>要在這次碰撞中無視 1 個罪犯圖示嗎？</translation>
        </message>
        <message>
            <source>Ink tokens: {value}</source>
            <translation>墨水標記：{value} 個</translation>
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
            <source>It is {name}'s decision now</source>
            <translation>現在輪到 {name} 做決定</translation>
        </message>
        <message>
            <source>Keep one character tile</source>
            <translation>保留 1 片角色板塊</translation>
        </message>
        <message>
            <source>Keep one hero</source>
            <translation>保留一張英雄</translation>
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
            <source>King's Order</source>
            <translation>國王命令卡</translation>
        </message>
        <message>
            <source>King's Orders come with Gates of Gold</source>
            <translation>國王命令卡屬於《輝煌拱門》擴充</translation>
        </message>
        <message>
            <source>Knock out a worker</source>
            <translation>撞掉一名工人</translation>
        </message>
        <message>
            <source>Largest empty region: {value}</source>
            <translation>最大空白區域：{value} 格</translation>
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
            <source>Layout! cannot be taken back</source>
            <translation>「排版！」喊出後不能撤回</translation>
        </message>
        <message>
            <source>Letters owned: {value}</source>
            <translation>擁有活字：{value} 個</translation>
        </message>
        <message>
            <source>Manuscript board abilities are used on your own turn, at one of your decisions</source>
            <translation>手抄本圖板能力只能在自己的回合、輪到你做決定時使用</translation>
        </message>
        <message>
            <source>Move the inkwell {n} {n|space|spaces}, plus one per good idea you spend</source>
            <translation>墨水瓶前進 {n} 格，每使用 1 個好主意再多前進 1 格</translation>
        </message>
        <message>
            <source>Move which worker inward?</source>
            <translation>要將哪一名工人向內移動？</translation>
        </message>
        <message>
            <source>Move your inkwell or treat your patients</source>
            <translation>移動墨水瓶或治療案主</translation>
        </message>
        <message>
            <source>Move your inkwell or treat your patients (your supply is empty: unless you unlock an idea, your next turn is a forced recall)</source>
            <translation>移動你的墨水瓶或治療你的案主（你的供應區已空：除非解鎖一個主意，你的下一回合必須召回）</translation>
        </message>
        <message>
            <source>Move your professor clockwise</source>
            <translation>順時針移動你的教授</translation>
        </message>
        <message>
            <source>Move your viscount</source>
            <translation>移動你的子爵</translation>
        </message>
        <message>
            <source>No King's Order is left in the supply</source>
            <translation>供應區已沒有國王命令卡</translation>
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
            <source>No outsider is left to take</source>
            <translation>已沒有可拿取的外來者</translation>
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
            <source>No trade offer here is within {power} merchant power and {silver} silver</source>
            <translation>這裡沒有任何交易能以 {power} 點商人力量和 {silver} 銀幣完成</translation>
        </message>
        <message>
            <source>No treasure chest is left to take</source>
            <translation>已沒有可拿取的寶箱</translation>
        </message>
        <message>
            <source>Not enough builder power and stone for a {building}</source>
            <translation>建築工圖示與石頭不足以建造{building}</translation>
        </message>
        <message>
            <source>Not enough builder power and stone for the {building}</source>
            <translation>建築工與石頭不足以建造「{building}」</translation>
        </message>
        <message>
            <source>Not enough cleric power and ink for that manuscript</source>
            <translation>牧師圖示與墨水瓶不足以抄錄該手抄本</translation>
        </message>
        <message>
            <source>Not enough noble power and gold for {n} {n|worker|workers}</source>
            <translation>貴族圖示與黃金不足以放置 {n} 名工人</translation>
        </message>
        <message>
            <source>Not now: {prompt}</source>
            <translation>現在不行：{prompt}</translation>
        </message>
        <message>
            <source>Nothing can be done with this action now</source>
            <translation>這個行動現在什麼也做不了</translation>
        </message>
        <message>
            <source>Nothing happens on the top space</source>
            <translation>最上方的欄位沒有任何效果</translation>
        </message>
        <message>
            <source>Now it is {player}'s turn ({prompt})</source>
            <translation>現在輪到 {player}（{prompt}）</translation>
        </message>
        <message>
            <source>Now it is {player}'s turn in {action} ({prompt}); you act when your place in the acting order comes</source>
            <translation>現在輪到 {player} 執行「{action}」（{prompt}）；依行動順序輪到你時才能行動</translation>
        </message>
        <message>
            <source>Now it is {player}'s turn to complete orders; players take turns from the first player</source>
            <translation>現在輪到 {player} 完成訂單；從起始玩家開始依序輪流</translation>
        </message>
        <message>
            <source>Only a region holding more than 3 workers loses workers</source>
            <translation>只有超過 3 名工人的區域才會撞掉工人</translation>
        </message>
        <message>
            <source>Only the blue ability is saved for after the draw, and only as many uses as your silver pays for now</source>
            <translation>只有藍色能力可以留到抽牌後使用，且次數以你現有銀幣付得起的為限</translation>
        </message>
        <message>
            <source>Only the face-up outsiders can be taken</source>
            <translation>只能拿取正面朝上的外來者</translation>
        </message>
        <message>
            <source>Orders are completed only in Complete Orders, after the actions; now: {prompt}</source>
            <translation>訂單只能在行動之後的「完成訂單」步驟完成；現在：{prompt}</translation>
        </message>
        <message>
            <source>Page tiles go back to the pool face down</source>
            <translation>頭版上的板塊正面朝下放回桌面中央</translation>
        </message>
        <message>
            <source>Paid debts: {value}</source>
            <translation>已償還債務：{value}</translation>
        </message>
        <message>
            <source>Patients cured: {value}</source>
            <translation>已治癒案主：{value}</translation>
        </message>
        <message>
            <source>Pay for this effect?</source>
            <translation>要支付這個效果嗎？</translation>
        </message>
        <message>
            <source>Pay to use {card}'s ability?</source>
            <translation>要支付費用使用「{card}」的能力嗎？</translation>
        </message>
        <message>
            <source>Pay {need} for {source}</source>
            <translation>為{source}支付{need}</translation>
        </message>
        <message>
            <source>Pay {n} {n|resource|resources}</source>
            <translation>支付 {n} 個資源</translation>
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
            <source>Play a card to your tableau</source>
            <translation>從手牌打出一張居民卡到你的居民列</translation>
        </message>
        <message>
            <source>Play a research card ({left} more at most)</source>
            <translation>打出 1 張研究卡（最多再 {left} 張）</translation>
        </message>
        <message>
            <source>Prestige ranking: place {value}</source>
            <translation>聲望排名：第 {value} 名</translation>
        </message>
        <message>
            <source>Prestige: {value}</source>
            <translation>聲望：{value}</translation>
        </message>
        <message>
            <source>Print! is final</source>
            <translation>喊出「印刷！」之後不能再更改</translation>
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
            <source>Puzzle target: {value}</source>
            <translation>題目目標：{value} 分</translation>
        </message>
        <message>
            <source>Puzzle {puzzle}: target {target} — not solved (FTP-GAP-10)</source>
            <translation>題目 {puzzle}：目標 {target} 分——未解開（FTP-GAP-10）</translation>
        </message>
        <message>
            <source>Puzzle {puzzle}: target {target} — solved (FTP-GAP-10)</source>
            <translation>題目 {puzzle}：目標 {target} 分——已解開（FTP-GAP-10）</translation>
        </message>
        <message>
            <source>Puzzle {puzzle}: target {target}, no flips — not solved (FTP-GAP-10)</source>
            <translation>題目 {puzzle}：目標 {target} 分，不可翻面——未解開（FTP-GAP-10）</translation>
        </message>
        <message>
            <source>Puzzle {puzzle}: target {target}, no flips — solved (FTP-GAP-10)</source>
            <translation>題目 {puzzle}：目標 {target} 分，不可翻面——已解開（FTP-GAP-10）</translation>
        </message>
        <message>
            <source>Raise the card's own specialty, or another specialty by 1</source>
            <translation>提昇這張卡本身的專長，或把另一種專長提昇 1 級</translation>
        </message>
        <message>
            <source>Raising {type} by 1 must use a card of another type; this card raises {type} by its icons</source>
            <translation>要把{type}提昇 1 級須用其他類型的卡；這張卡會依圖示數量提昇{type}</translation>
        </message>
        <message>
            <source>Reaching {space} costs {n} silver</source>
            <translation>移動到{space}需要 {n} 銀幣</translation>
        </message>
        <message>
            <source>Rearrange your tableau?</source>
            <translation>要重新排列你的居民列嗎？</translation>
        </message>
        <message>
            <source>Recall stack {stack} of {district} is empty: its icon is revealed</source>
            <translation>{district}的召回供應堆 {stack} 已空：露出其圖示</translation>
        </message>
        <message>
            <source>Reject an outsider</source>
            <translation>拒絕一位外來者</translation>
        </message>
        <message>
            <source>Remount a second gear, or pass</source>
            <translation>再重新安裝 1 個齒輪，或略過</translation>
        </message>
        <message>
            <source>Replay: move {move} of {total}</source>
            <translation>重播：第 {move} / {total} 步</translation>
        </message>
        <message>
            <source>Replay: move {move} of {total}, round {round}</source>
            <translation>重播：第 {move} / {total} 步，第 {round} 回合</translation>
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
            <source>Round {round}: neither end card is out, so the end is triggered</source>
            <translation>第 {round} 輪：貧困卡與繁榮卡都未露出，觸發遊戲結束</translation>
        </message>
        <message>
            <source>Round {round}: the Freud step</source>
            <translation>第 {round} 輪：佛洛依德階段</translation>
        </message>
        <message>
            <source>Round {round}: {player}'s turn</source>
            <translation>第 {round} 輪：{player} 的回合</translation>
        </message>
        <message>
            <source>Scored from {source}</source>
            <translation>計分來源：{source}</translation>
        </message>
        <message>
            <source>Several human players play the turn-based hot-seat mode</source>
            <translation>多位真人玩家時請使用回合制（輪流使用同一台電腦）模式</translation>
        </message>
        <message>
            <source>Shift your tableau</source>
            <translation>將你的居民列向右移一格</translation>
        </message>
        <message>
            <source>Sidebar bonus or main effect first?</source>
            <translation>先結算側邊欄增益還是主要效果？</translation>
        </message>
        <message>
            <source>Solo rank: none, below {points} points (GAP-13)</source>
            <translation>單人評等：無，未達 {points} 分（GAP-13）</translation>
        </message>
        <message>
            <source>Solo rank: {title} (FTP-GAP-11)</source>
            <translation>單人模式評等：{title}（FTP-GAP-11）</translation>
        </message>
        <message>
            <source>Solo rank: {title} (GAP-13)</source>
            <translation>單人評等：{title}（GAP-13）</translation>
        </message>
        <message>
            <source>Solo target of {target} points not reached (UM-SOLO-05). Rank: {rank}</source>
            <translation>未達單人目標 {target} 分（UM-SOLO-05）。單人評等：{rank}</translation>
        </message>
        <message>
            <source>Solo target of {target} points reached: you win (UM-SOLO-05). Rank: {rank}</source>
            <translation>達到單人目標 {target} 分：你獲勝（UM-SOLO-05）。單人評等：{rank}</translation>
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
            <source>Take a tile, keep or return it, or call Layout!</source>
            <translation>拿取板塊並保留或退回，或喊出「排版！」</translation>
        </message>
        <message>
            <source>Take a townsfolk?</source>
            <translation>要拿取一張居民卡嗎？</translation>
        </message>
        <message>
            <source>Take a treasure chest?</source>
            <translation>要拿取一片寶箱嗎？</translation>
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
            <source>Take or remount a gear, or pass</source>
            <translation>拿取或重新安裝齒輪，或略過</translation>
        </message>
        <message>
            <source>That action is not next to this space</source>
            <translation>這個行動不在此欄位旁邊</translation>
        </message>
        <message>
            <source>That card is not in your hand</source>
            <translation>這張卡牌不在你的手牌中</translation>
        </message>
        <message>
            <source>That choice is not among the options: {prompt}</source>
            <translation>這個選擇不在可選項目中：{prompt}</translation>
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
            <source>That design card is not on the board</source>
            <translation>這張美編卡不在主遊戲圖板上</translation>
        </message>
        <message>
            <source>That gear is not on the board</source>
            <translation>這個齒輪不在主遊戲圖板上</translation>
        </message>
        <message>
            <source>That gear's aligned sector does not help this action; turn it or remount it first</source>
            <translation>這個齒輪對準的區間對這項行動沒有幫助；請先轉動或重新安裝它</translation>
        </message>
        <message>
            <source>That idea space is taken</source>
            <translation>這個主意欄位已被佔用</translation>
        </message>
        <message>
            <source>That ink row is empty this round</source>
            <translation>這個墨水欄位本輪已經空了</translation>
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
            <source>That patron card is not on the board</source>
            <translation>主遊戲圖板上沒有這張贊助卡</translation>
        </message>
        <message>
            <source>That printing card is not on the board</source>
            <translation>這張印刷卡不在主遊戲圖板上</translation>
        </message>
        <message>
            <source>That recall space is not at your professor's location or is taken</source>
            <translation>這個召回獎勵欄位不在你教授的所在地點，或已被佔用</translation>
        </message>
        <message>
            <source>That row of your grid is full</source>
            <translation>你方法板塊區的這一列已滿</translation>
        </message>
        <message>
            <source>That specialty card is not on the board</source>
            <translation>這張專長卡不在主遊戲圖板上</translation>
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
            <source>That treasure chest is not face up in the display</source>
            <translation>這片寶箱不在正面朝上的展示區中</translation>
        </message>
        <message>
            <source>That treatment cannot be paid now (or is not the top dream)</source>
            <translation>目前無法支付這個治療（或不是最上層的夢境）</translation>
        </message>
        <message>
            <source>The Rival ({difficulty}) gains {n} prestige</source>
            <translation>虛擬玩家（{difficulty}）獲得 {n} 點聲望</translation>
        </message>
        <message>
            <source>The Rival ({difficulty}) loses {n} prestige</source>
            <translation>虛擬玩家（{difficulty}）失去 {n} 點聲望</translation>
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
            <source>The Rival: shown for reference, it never wins (GUT-SOLO-06)</source>
            <translation>虛擬玩家：分數僅供參考，不會獲勝（GUT-SOLO-06）</translation>
        </message>
        <message>
            <source>The Steward is easy, normal or hard</source>
            <translation>總管的難度只能是簡單、普通或困難</translation>
        </message>
        <message>
            <source>The Sunday edition is out: the game ends</source>
            <translation>週日版出刊：遊戲結束</translation>
        </message>
        <message>
            <source>The actions are over for this round; now complete your orders, then pass</source>
            <translation>本輪的行動已結束；現在完成你的訂單，然後略過</translation>
        </message>
        <message>
            <source>The actions begin after setup; now: {prompt}</source>
            <translation>遊戲準備完成後才開始執行行動；現在：{prompt}</translation>
        </message>
        <message>
            <source>The blue ability draws a card, and your draw and discard piles are empty</source>
            <translation>藍色能力要抽一張牌，但你的抽牌堆和棄牌堆都是空的</translation>
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
            <source>The debts and deeds are on the poverty and prosperity cards: {debts} and {deeds}</source>
            <translation>貧困卡上放置 {debts} 張債務，繁榮卡上放置 {deeds} 張地契</translation>
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
            <translation>遊戲已結束</translation>
        </message>
        <message>
            <source>The game is over after round {round}</source>
            <translation>第 {round} 輪結束後遊戲結束</translation>
        </message>
        <message>
            <source>The game is over: final scoring</source>
            <translation>遊戲結束：進入最終計分</translation>
        </message>
        <message>
            <source>The gear already faces that way: turn it to a new orientation before remounting it</source>
            <translation>齒輪已經是這個方向：請先轉到新的方向再重新安裝</translation>
        </message>
        <message>
            <source>The lowest finish token picks first</source>
            <translation>完稿指示物數字最小者先選</translation>
        </message>
        <message>
            <source>The manuscript board has no such ability</source>
            <translation>手抄本圖板沒有這個能力</translation>
        </message>
        <message>
            <source>The move {kind} has no setting {name}</source>
            <translation>動作 {kind} 沒有設定 {name}</translation>
        </message>
        <message>
            <source>The move {kind} needs {name}</source>
            <translation>動作 {kind} 需要 {name}</translation>
        </message>
        <message>
            <source>The paper folds: total income ${income} is below ${minimum} (FTP-GAP-11)</source>
            <translation>報社倒閉：廣告收益總計 ${income}，低於 ${minimum}（FTP-GAP-11）</translation>
        </message>
        <message>
            <source>The play could not be added to the history: {why}</source>
            <translation>無法將這局加入對局紀錄：{why}</translation>
        </message>
        <message>
            <source>The play history could not be read; it was kept as {file} and a new one was started.</source>
            <translation>無法讀取對局紀錄；原檔已另存為 {file}，並建立了新的紀錄。</translation>
        </message>
        <message>
            <source>The play history was written by a newer Board Table: it is shown but new plays are not added to it.</source>
            <translation>對局紀錄由較新版本的 Board Table 寫入：可以查看，但不會再加入新的對局。</translation>
        </message>
        <message>
            <source>The poverty card is revealed: the end is triggered</source>
            <translation>貧困卡露出：觸發遊戲結束</translation>
        </message>
        <message>
            <source>The prosperity card is revealed: the end is triggered</source>
            <translation>繁榮卡露出：觸發遊戲結束</translation>
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
            <source>The solo difficulty is easy, normal or hard</source>
            <translation>單人難度只能是簡單、普通或困難</translation>
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
            <source>The treasure chest {chest} works for {card} in slot {slot}</source>
            <translation>寶箱「{chest}」為第 {slot} 格的「{card}」發動</translation>
        </message>
        <message>
            <source>The value of {name} in the move {kind} is not a number, yes/no, text or a list</source>
            <translation>動作 {kind} 中 {name} 的值不是數字、是非、文字或清單</translation>
        </message>
        <message>
            <source>The workshop's discard goes with a hire: choose it while you decide which townsfolk to hire</source>
            <translation>工坊的棄牌隨僱用而來：請在決定僱用哪位居民時選擇</translation>
        </message>
        <message>
            <source>The yellow ability rearranges your tableau: it needs 2 cards there</source>
            <translation>黃色能力重新排列你的居民列：那裡需要有 2 張卡</translation>
        </message>
        <message>
            <source>The {deck} deck is rebuilt from its discard pile</source>
            <translation>{deck}牌庫以棄牌區重新洗成</translation>
        </message>
        <message>
            <source>The {piece} manuscript stack is not next to your viscount</source>
            <translation>{piece}的手抄本堆不在你的子爵旁邊</translation>
        </message>
        <message>
            <source>The {piece} pile is empty: its printed card cannot be hired</source>
            <translation>{piece}的居民牌堆已空：印在圖板上的居民無法被僱用</translation>
        </message>
        <message>
            <source>The {piece} pile is not next to your viscount</source>
            <translation>{piece}的居民牌堆不在你的子爵旁邊</translation>
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
            <source>There is no manuscript board without Gates of Gold</source>
            <translation>沒有《輝煌拱門》就沒有手抄本圖板</translation>
        </message>
        <message>
            <source>There is no patient in that room</source>
            <translation>這間案主室沒有案主</translation>
        </message>
        <message>
            <source>There is no such building site</source>
            <translation>沒有這個建築點</translation>
        </message>
        <message>
            <source>There is no such player</source>
            <translation>沒有這位玩家</translation>
        </message>
        <message>
            <source>There is no such public building</source>
            <translation>沒有這種公共建築</translation>
        </message>
        <message>
            <source>There is no such space</source>
            <translation>沒有這個格子</translation>
        </message>
        <message>
            <source>There is no tile in that market space</source>
            <translation>這個市場欄位沒有板塊</translation>
        </message>
        <message>
            <source>There is no token in that row</source>
            <translation>該行動上沒有指示物</translation>
        </message>
        <message>
            <source>This action elevates free: carry it out (or stop) before paying coffee for an elevation</source>
            <translation>這個行動可免費提升：先執行它（或停止），再花咖啡提升</translation>
        </message>
        <message>
            <source>This action takes a tile from a middle space only</source>
            <translation>這個行動只能拿市場中央欄位的板塊</translation>
        </message>
        <message>
            <source>This action takes a tile from a right space only</source>
            <translation>這個行動只能拿市場最右側欄位的板塊</translation>
        </message>
        <message>
            <source>This action takes the top tile of a pile, not a face-up tile</source>
            <translation>這個行動只能拿供應堆最上方的板塊，不能拿翻開的板塊</translation>
        </message>
        <message>
            <source>This action transfers free: carry it out (or stop) before paying coffee for a transfer</source>
            <translation>這個行動可免費移情：先執行它（或停止），再花咖啡移情</translation>
        </message>
        <message>
            <source>This editor is still busy</source>
            <translation>這位編輯還在忙</translation>
        </message>
        <message>
            <source>This elevation is free: use it (or skip it) before paying coffee for one</source>
            <translation>這次提升是免費的：先使用（或略過）它，再花咖啡提升</translation>
        </message>
        <message>
            <source>This gear was already claimed this round</source>
            <translation>這個齒輪本輪已領取過獎勵</translation>
        </message>
        <message>
            <source>This is a replay: nothing can be changed. Use Continue from here to play on from this position.</source>
            <translation>這是重播：無法更改任何東西。請用「從這裡繼續」從這個局面接著玩。</translation>
        </message>
        <message>
            <source>This is not a move</source>
            <translation>這不是一個動作</translation>
        </message>
        <message>
            <source>This move is not one of the moves allowed now</source>
            <translation>此動作不在目前允許的動作之中</translation>
        </message>
        <message>
            <source>This patron card asks you to return {n} {colour} ink; you have {have}</source>
            <translation>這張贊助卡要你歸還 {n} 個{colour}墨水；你只有 {have} 個</translation>
        </message>
        <message>
            <source>This patron card is available from round {round}</source>
            <translation>這張贊助卡從第 {round} 輪起才能拿取</translation>
        </message>
        <message>
            <source>This patron card needs {n} × letter {letter}; you own {have}</source>
            <translation>這張贊助卡需要 {n} 個活字 {letter}；你有 {have} 個</translation>
        </message>
        <message>
            <source>This patron card needs {specialty} at level {level}; yours is {have}</source>
            <translation>這張贊助卡需要{specialty}達到 {level} 級；你的是 {have} 級</translation>
        </message>
        <message>
            <source>This printing card needs {n} × letter {letter}; {free} of yours {free|is|are} still free this round (each letter serves one card per round)</source>
            <translation>這張印刷卡需要 {n} 個活字 {letter}；你本輪還有 {free} 個可用（每個活字每輪只能用於一張卡）</translation>
        </message>
        <message>
            <source>This transfer is free: use it (or skip it) before paying coffee for one</source>
            <translation>這次移情是免費的：先使用（或略過）它，再花咖啡移情</translation>
        </message>
        <message>
            <source>This transfer moves only insights up to {size}</source>
            <translation>這次移情最大只能移動{size}頓悟</translation>
        </message>
        <message>
            <source>Those cards cannot be drawn or cannot complete a pair</source>
            <translation>這些卡抽不到，或無法湊成一組訂單</translation>
        </message>
        <message>
            <source>Those {n} ink cost {cost} {cost|coin|coins}; you have {coins}</source>
            <translation>這 {n} 個墨水要 {cost} 元，你只有 {coins} 元</translation>
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
            <source>Total ad income: ${value}</source>
            <translation>廣告收益總計：${value}</translation>
        </message>
        <message>
            <source>Train a specialty, or pass</source>
            <translation>培養專長，或略過</translation>
        </message>
        <message>
            <source>Transcribe a manuscript?</source>
            <translation>要抄錄手抄本嗎？</translation>
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
            <source>Treatises: {value}</source>
            <translation>論文：{value}</translation>
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
            <source>Use a trade offer?</source>
            <translation>要使用交易點的交易嗎？</translation>
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
            <source>Use your manuscript board before you play?</source>
            <translation>出牌前要使用手抄本圖板嗎？</translation>
        </message>
        <message>
            <source>Use your manuscript board before your turn ends?</source>
            <translation>回合結束前要使用手抄本圖板嗎？</translation>
        </message>
        <message>
            <source>Use {loc} ({left} of {total} left)?</source>
            <translation>要使用{loc}的效果嗎（共 {total} 次，剩 {left} 次）？</translation>
        </message>
        <message>
            <source>Viscounts is for 1 to 4 players</source>
            <translation>西國子爵適合 1 至 4 名玩家</translation>
        </message>
        <message>
            <source>Welcome an outsider</source>
            <translation>歡迎一位外來者</translation>
        </message>
        <message>
            <source>Which castle region moves next?</source>
            <translation>接下來要結算哪一個城堡區域？</translation>
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
            <source>Workers on level 3 are never knocked out</source>
            <translation>第三層的工人不會被撞掉</translation>
        </message>
        <message>
            <source>You called Layout! and may take no more tiles</source>
            <translation>你已喊出「排版！」，不能再拿取板塊</translation>
        </message>
        <message>
            <source>You cannot discard that card now</source>
            <translation>現在不能棄掉這張牌</translation>
        </message>
        <message>
            <source>You cannot pay for that basic treatment now</source>
            <translation>你目前無法支付這個基礎治療</translation>
        </message>
        <message>
            <source>You cannot pay for the {ribbon} ability</source>
            <translation>你付不起{ribbon}欄位能力的費用</translation>
        </message>
        <message>
            <source>You cannot {action} from an {ring} space</source>
            <translation>無法在{ring}路徑的格子上{action}</translation>
        </message>
        <message>
            <source>You could not place ideas, so this turn is a recall: take a recall reward or treat your patients</source>
            <translation>你無法放置主意，因此本回合改為召回：領取召回獎勵或治療你的案主</translation>
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
            <source>You have no insight there to elevate</source>
            <translation>你在那裡沒有可提升的頓悟</translation>
        </message>
        <message>
            <source>You have no insight there to suppress</source>
            <translation>你在那裡沒有可抑制的頓悟</translation>
        </message>
        <message>
            <source>You have no insight there to transfer</source>
            <translation>你在那裡沒有可移情的頓悟</translation>
        </message>
        <message>
            <source>You have no worker left in your supply</source>
            <translation>你的供應區已沒有工人</translation>
        </message>
        <message>
            <source>You have no {building} left to build</source>
            <translation>你已沒有可建造的{building}</translation>
        </message>
        <message>
            <source>You have only {n} ideas in your supply</source>
            <translation>你的供應區只有 {n} 個主意</translation>
        </message>
        <message>
            <source>You have only {n} {n|worker|workers} in your supply</source>
            <translation>你的供應區只有 {n} 名工人</translation>
        </message>
        <message>
            <source>You have printed and may not touch your page</source>
            <translation>你已喊出「印刷！」，不能再碰觸頭版</translation>
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
            <source>You need {short} more {colour} ink for this design's colour; print it without the colour, or gain ink first</source>
            <translation>這張美編卡的色彩還差 {short} 個{colour}墨水；可以不上色直接印刷，或先取得墨水</translation>
        </message>
        <message>
            <source>You placed no token on {action}, so you cannot take that action this round</source>
            <translation>你沒有在「{action}」分配指示物，本輪不能執行這項行動</translation>
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
            <source>Your plan is committed, and a commit is final; waiting for {player} to plan</source>
            <translation>你的計畫已確定，確定後不能再改；正在等待 {player} 計畫</translation>
        </message>
        <message>
            <source>Your professor moves {low}–{high} locations clockwise here</source>
            <translation>這裡你的教授順時針移動 {low}–{high} 個地點</translation>
        </message>
        <message>
            <source>Your viscount cannot reach {space} along the arrows</source>
            <translation>你的子爵無法沿箭頭抵達{space}</translation>
        </message>
        <message>
            <source>Your workshop is full: discard an unmarked gear</source>
            <translation>你的印刷廠已滿：須棄置 1 個未放指示物的齒輪</translation>
        </message>
        <message>
            <source>Your {ribbon} column is empty: transcribe a {ribbon} manuscript to unlock it</source>
            <translation>你的{ribbon}欄位是空的：抄錄一份{ribbon}手抄本來解鎖它</translation>
        </message>
        <message>
            <source>a list of {what}</source>
            <translation>由{what}組成的清單</translation>
        </message>
        <message>
            <source>a move is too long</source>
            <translation>動作太長</translation>
        </message>
        <message>
            <source>a move must be a mapping with 'p' and 'kind'</source>
            <translation>動作必須是含有 'p' 與 'kind' 的對應</translation>
        </message>
        <message>
            <source>a move must be written as text</source>
            <translation>動作必須以文字表示</translation>
        </message>
        <message>
            <source>a move names no valid kind</source>
            <translation>動作沒有指定有效的種類</translation>
        </message>
        <message>
            <source>a move names no valid player</source>
            <translation>動作沒有指定有效的玩家</translation>
        </message>
        <message>
            <source>a score sheet is a mapping with a 'players' list</source>
            <translation>計分表應為含有 'players' 清單的對應表</translation>
        </message>
        <message>
            <source>a solo game has 1 player, not {n}</source>
            <translation>單人遊戲只有 1 位玩家，不是 {n} 位</translation>
        </message>
        <message>
            <source>a whole number</source>
            <translation>整數</translation>
        </message>
        <message>
            <source>a {digits}-digit number is more than {high}</source>
            <translation>{digits} 位數的數字大於 {high}</translation>
        </message>
        <message>
            <source>at most {n} printable characters on one line</source>
            <translation>最多 {n} 個可列印字元，且只能一行</translation>
        </message>
        <message>
            <source>cannot read the file ({error})</source>
            <translation>無法讀取檔案（{error}）</translation>
        </message>
        <message>
            <source>castle level 2, region {region}</source>
            <translation>城堡第二層，區域 {region}</translation>
        </message>
        <message>
            <source>castle level 3</source>
            <translation>城堡第三層</translation>
        </message>
        <message>
            <source>collision reward above space {pos}</source>
            <translation>碰撞獎勵：第 {pos} 格上方</translation>
        </message>
        <message>
            <source>collision reward below space {pos}</source>
            <translation>碰撞獎勵：第 {pos} 格下方</translation>
        </message>
        <message>
            <source>dashed line {a}–{b}</source>
            <translation>虛線連接：{a}－{b}</translation>
        </message>
        <message>
            <source>day income</source>
            <translation>當天廣告收益最多</translation>
        </message>
        <message>
            <source>empty (expected a whole number)</source>
            <translation>空白（應為整數）</translation>
        </message>
        <message>
            <source>expected {fields}</source>
            <translation>應為 {fields}</translation>
        </message>
        <message>
            <source>fewest ink tokens</source>
            <translation>墨水標記數量最少</translation>
        </message>
        <message>
            <source>fewest letters owned</source>
            <translation>活字數量最少</translation>
        </message>
        <message>
            <source>flipped debt</source>
            <translation>償還債務</translation>
        </message>
        <message>
            <source>game: {value} is not {game} (a sheet of another game)</source>
            <translation>game：{value} 不是 {game}（這是另一款遊戲的計分表）</translation>
        </message>
        <message>
            <source>it was saved by an earlier Board Table whose {game} deals differently</source>
            <translation>此遊戲由較早版本的 Board Table 存檔，其 {game} 的發牌方式不同</translation>
        </message>
        <message>
            <source>it was saved by an earlier Board Table: its moves now lead to another position than the one saved</source>
            <translation>此遊戲由較早版本的 Board Table 存檔：其動作現在會得到與所存局面不同的局面</translation>
        </message>
        <message>
            <source>it was saved with other content for {game} (content {saved}; now {now})</source>
            <translation>存檔時 {game} 使用的是其他內容（內容 {saved}；現在為 {now}）</translation>
        </message>
        <message>
            <source>knock-out reward (level {level})</source>
            <translation>被撞掉的補償（第 {level} 層）</translation>
        </message>
        <message>
            <source>lowest finish token</source>
            <translation>完稿指示物數字最小</translation>
        </message>
        <message>
            <source>manuscript {name}</source>
            <translation>手抄本《{name}》</translation>
        </message>
        <message>
            <source>missing field</source>
            <translation>缺少此欄位</translation>
        </message>
        <message>
            <source>missing field (a list of location tags)</source>
            <translation>缺少此欄位（地點標籤的清單）</translation>
        </message>
        <message>
            <source>missing field (a list with one entry per player)</source>
            <translation>缺少此欄位（每位玩家一項的清單）</translation>
        </message>
        <message>
            <source>missing field (a list, [] when none)</source>
            <translation>缺少此欄位（一份清單；沒有時寫 []）</translation>
        </message>
        <message>
            <source>missing field (prestige space {space} is shared; 1 = bottom of the stack)</source>
            <translation>缺少此欄位（聲望格 {space} 有多個標記；1 = 最底下）</translation>
        </message>
        <message>
            <source>move {number} ({move}) is not allowed by today's rules: {reason} ({rule}); the game opens after move {kept}</source>
            <translation>依現在的規則，第 {number} 個動作（{move}）不被允許：{reason}（{rule}）；遊戲會在第 {kept} 個動作之後開啟</translation>
        </message>
        <message>
            <source>move {number} of the save file cannot be read: {reason}</source>
            <translation>無法讀取存檔的第 {number} 個動作：{reason}</translation>
        </message>
        <message>
            <source>moves were added after move {number}, the last one saved</source>
            <translation>在第 {number} 個動作（存檔時的最後一個）之後被加入了動作</translation>
        </message>
        <message>
            <source>moves were removed after move {number}: the game was saved with {saved} moves</source>
            <translation>第 {number} 個動作之後的動作被刪除了：存檔時共有 {saved} 個動作</translation>
        </message>
        <message>
            <source>no action</source>
            <translation>沒有動作</translation>
        </message>
        <message>
            <source>no game here seats {count} players</source>
            <translation>這裡沒有遊戲可容納 {count} 位玩家</translation>
        </message>
        <message>
            <source>opened from its moves without a check: {reason}</source>
            <translation>已依其動作開啟，未經核對：{reason}</translation>
        </message>
        <message>
            <source>player card #{n}</source>
            <translation>玩家卡 #{n}</translation>
        </message>
        <message>
            <source>player {name}</source>
            <translation>玩家 {name}</translation>
        </message>
        <message>
            <source>player {n}</source>
            <translation>第 {n} 位玩家</translation>
        </message>
        <message>
            <source>reshuffle</source>
            <translation>洗牌</translation>
        </message>
        <message>
            <source>seat {number} has an unknown setting '{name}'</source>
            <translation>座位 {number} 含有不明的設定「{name}」</translation>
        </message>
        <message>
            <source>seat {number} has no name</source>
            <translation>第 {number} 個座位沒有名字</translation>
        </message>
        <message>
            <source>seat {number} has no proper name or colour</source>
            <translation>座位 {number} 沒有正確的名稱或顏色</translation>
        </message>
        <message>
            <source>seat {number} is not described properly</source>
            <translation>座位 {number} 的格式不正確</translation>
        </message>
        <message>
            <source>seat {number} is now called '{name}'</source>
            <translation>第 {number} 個座位現在名為「{name}」</translation>
        </message>
        <message>
            <source>seat {number} is played by an unknown kind of player '{kind}' (known: {known})</source>
            <translation>座位 {number} 的玩家類型不明「{kind}」（已知：{known}）</translation>
        </message>
        <message>
            <source>seat {number} now plays {colour} instead of {old}</source>
            <translation>第 {number} 個座位現在使用 {colour}，而非 {old}</translation>
        </message>
        <message>
            <source>setup</source>
            <translation>遊戲設置</translation>
        </message>
        <message>
            <source>shared victory (tie on points and every tie-breaker)</source>
            <translation>共享勝利（分數與所有決勝條件皆相同）</translation>
        </message>
        <message>
            <source>sheet</source>
            <translation>計分表</translation>
        </message>
        <message>
            <source>text</source>
            <translation>文字</translation>
        </message>
        <message>
            <source>the Rival wins ties (GUT-SOLO-05)</source>
            <translation>同分時由虛擬玩家獲勝（GUT-SOLO-05）</translation>
        </message>
        <message>
            <source>the Steward wins a tie: you must score strictly more (GAP-13)</source>
            <translation>同分時總管獲勝：你的分數必須嚴格高於總管（GAP-13）</translation>
        </message>
        <message>
            <source>the better prestige ranking (higher space, then lower in the stack)</source>
            <translation>較佳的聲望排名（聲望格較高者，同格時疊在較下方者）</translation>
        </message>
        <message>
            <source>the colour '{colour}' of seat {number} is not one of the colours of {game} ({known})</source>
            <translation>第 {number} 個座位的顏色「{colour}」不是 {game} 的顏色（{known}）</translation>
        </message>
        <message>
            <source>the content of {game} cannot be loaded ({error})</source>
            <translation>無法載入 {game} 的內容（{error}）</translation>
        </message>
        <message>
            <source>the file holds no saved position to check its moves against</source>
            <translation>檔案中沒有所存的局面，無法核對其動作</translation>
        </message>
        <message>
            <source>the file is too large to be a Board Table save ({size} MB)</source>
            <translation>檔案太大，不可能是 Board Table 的存檔（{size} MB）</translation>
        </message>
        <message>
            <source>the game cannot be set up with the save file's settings</source>
            <translation>無法以存檔中的設定開始遊戲</translation>
        </message>
        <message>
            <source>the game settings hold an unknown entry '{name}'</source>
            <translation>遊戲設定含有不明的項目「{name}」</translation>
        </message>
        <message>
            <source>the game's settings (players, variants, seed or content version) were changed after it was saved</source>
            <translation>遊戲設定（玩家、變體規則、種子或內容版本）在存檔後被修改過</translation>
        </message>
        <message>
            <source>the list given for {key} is too long</source>
            <translation>{key} 的清單太長</translation>
        </message>
        <message>
            <source>the move {kind} gives {key} twice</source>
            <translation>動作 {kind} 重複給了 {key}</translation>
        </message>
        <message>
            <source>the move {kind} has too many parameters</source>
            <translation>動作 {kind} 的參數太多</translation>
        </message>
        <message>
            <source>the moves were changed after the game was saved: they part from the saved game at move {number} ({move})</source>
            <translation>存檔後動作被修改過：從第 {number} 個動作（{move}）起與所存的遊戲不同</translation>
        </message>
        <message>
            <source>the name of seat {number} is longer than {limit} characters</source>
            <translation>座位 {number} 的名稱超過 {limit} 個字元</translation>
        </message>
        <message>
            <source>the name or colour of seat {number} holds characters that cannot be shown</source>
            <translation>座位 {number} 的名稱或顏色含有無法顯示的字元</translation>
        </message>
        <message>
            <source>the number given for {key} is far too large</source>
            <translation>{key} 的數字大得離譜</translation>
        </message>
        <message>
            <source>the play could not be added to the history ({why})</source>
            <translation>無法將這局加入對局紀錄（{why}）</translation>
        </message>
        <message>
            <source>the play history cannot be created in memory</source>
            <translation>無法在記憶體中建立對局紀錄</translation>
        </message>
        <message>
            <source>the play history was written by a newer Board Table and is read-only</source>
            <translation>對局紀錄由較新版本的 Board Table 寫入，只能讀取</translation>
        </message>
        <message>
            <source>the play history {file} cannot be created ({why})</source>
            <translation>無法建立對局紀錄 {file}（{why}）</translation>
        </message>
        <message>
            <source>the play history {file} cannot be opened ({why})</source>
            <translation>無法開啟對局紀錄 {file}（{why}）</translation>
        </message>
        <message>
            <source>the players are missing</source>
            <translation>缺少玩家</translation>
        </message>
        <message>
            <source>the plays could not be added to the history ({why})</source>
            <translation>無法將這些對局加入對局紀錄（{why}）</translation>
        </message>
        <message>
            <source>the rules cannot replay move {number} of the save file ({move})</source>
            <translation>規則無法重播存檔的第 {number} 個動作（{move}）</translation>
        </message>
        <message>
            <source>the rules of {game} changed since it was saved: its moves now lead to another position than the one saved</source>
            <translation>存檔後 {game} 的規則已變更：其動作現在會得到與所存局面不同的局面</translation>
        </message>
        <message>
            <source>the save file has an unknown format version ({version})</source>
            <translation>存檔的格式版本不明（{version}）</translation>
        </message>
        <message>
            <source>the save file has no format version</source>
            <translation>存檔沒有格式版本</translation>
        </message>
        <message>
            <source>the save file holds a number far too large for a Board Table save</source>
            <translation>存檔含有大得離譜的數字，不可能是 Board Table 的存檔</translation>
        </message>
        <message>
            <source>the save file holds a number that is not finite</source>
            <translation>存檔含有非有限的數字</translation>
        </message>
        <message>
            <source>the save file holds a text far too long for a Board Table save</source>
            <translation>存檔含有過長的文字，不可能是 Board Table 的存檔</translation>
        </message>
        <message>
            <source>the save file holds an unknown entry '{name}'</source>
            <translation>存檔含有不明的項目「{name}」</translation>
        </message>
        <message>
            <source>the save file holds more than {limit} moves</source>
            <translation>存檔含有超過 {limit} 個動作</translation>
        </message>
        <message>
            <source>the save file is corrupt or truncated (line {line})</source>
            <translation>存檔已損毀或不完整（第 {line} 行）</translation>
        </message>
        <message>
            <source>the save file is damaged: '{name}' is missing</source>
            <translation>存檔已損毀：缺少「{name}」</translation>
        </message>
        <message>
            <source>the save file is damaged: '{name}' is not a short text</source>
            <translation>存檔已損毀：「{name}」不是簡短的文字</translation>
        </message>
        <message>
            <source>the save file is damaged: its moves have no proper hashes</source>
            <translation>存檔已損毀：動作沒有正確的雜湊值</translation>
        </message>
        <message>
            <source>the save file is damaged: its saved position has no proper hash</source>
            <translation>存檔已損毀：所存的局面沒有正確的雜湊值</translation>
        </message>
        <message>
            <source>the save file is damaged: its settings have no proper hash</source>
            <translation>存檔已損毀：遊戲設定沒有正確的雜湊值</translation>
        </message>
        <message>
            <source>the save file is damaged: the moves are not a list</source>
            <translation>存檔已損毀：動作不是清單</translation>
        </message>
        <message>
            <source>the save file is damaged: the seed is not a whole number</source>
            <translation>存檔已損毀：種子不是整數</translation>
        </message>
        <message>
            <source>the save file is damaged: the snapshot is not a game position</source>
            <translation>存檔已損毀：快照不是遊戲局面</translation>
        </message>
        <message>
            <source>the save file is damaged: the time played is not a whole number of seconds</source>
            <translation>存檔已損毀：已遊玩時間不是整數秒</translation>
        </message>
        <message>
            <source>the save file is for another game ({game})</source>
            <translation>存檔屬於另一款遊戲（{game}）</translation>
        </message>
        <message>
            <source>the save file is nested too deeply to be a Board Table save</source>
            <translation>存檔的巢狀層次太深，不可能是 Board Table 的存檔</translation>
        </message>
        <message>
            <source>the save file was edited: {reason}</source>
            <translation>存檔被修改過：{reason}</translation>
        </message>
        <message>
            <source>the save file was written by a newer Board Table (format {version})</source>
            <translation>存檔由較新版本的 Board Table 寫入（格式 {version}）</translation>
        </message>
        <message>
            <source>the save file's game settings cannot be used: {reason}</source>
            <translation>存檔中的遊戲設定無法使用：{reason}</translation>
        </message>
        <message>
            <source>the save file's players cannot be used: {reason}</source>
            <translation>存檔中的玩家設定無法使用：{reason}</translation>
        </message>
        <message>
            <source>the save file's snapshot does not match its hash (damaged or edited)</source>
            <translation>存檔的快照與雜湊值不符（已損毀或被修改）</translation>
        </message>
        <message>
            <source>the save file's snapshot has no proper hash</source>
            <translation>存檔的快照沒有正確的雜湊值</translation>
        </message>
        <message>
            <source>the saved position was changed after the game was saved</source>
            <translation>存檔後所存的局面被修改過</translation>
        </message>
        <message>
            <source>the text given for {key} is too long</source>
            <translation>{key} 的文字太長</translation>
        </message>
        <message>
            <source>the value of {key} in the move {kind} cannot be read</source>
            <translation>無法讀取動作 {kind} 中 {key} 的值</translation>
        </message>
        <message>
            <source>the value of {key} is nested too deeply</source>
            <translation>{key} 的值巢狀層次太深</translation>
        </message>
        <message>
            <source>the value of {key} is not a number, yes/no, text or a list</source>
            <translation>{key} 的值不是數字、是非、文字或清單</translation>
        </message>
        <message>
            <source>the variant '{name}' has a value no game uses</source>
            <translation>變體「{name}」的值沒有任何遊戲使用</translation>
        </message>
        <message>
            <source>the variant '{name}' of {game} cannot be '{value}'</source>
            <translation>{game} 的變體「{name}」不能是「{value}」</translation>
        </message>
        <message>
            <source>the variants are not described properly</source>
            <translation>變體設定的格式不正確</translation>
        </message>
        <message>
            <source>the {ribbon} column of the manuscript board</source>
            <translation>手抄本圖板的{ribbon}欄位</translation>
        </message>
        <message>
            <source>this is not a Board Table save file</source>
            <translation>這不是 Board Table 的存檔</translation>
        </message>
        <message>
            <source>this is not a Board Table save file (not UTF-8 text)</source>
            <translation>這不是 Board Table 的存檔（不是 UTF-8 文字）</translation>
        </message>
        <message>
            <source>tie on points and income broken by the lowest Sunday finish token (FTP-TIE-02)</source>
            <translation>分數與廣告收益皆相同，由週日完稿指示物數字最小者獲勝（FTP-TIE-02）</translation>
        </message>
        <message>
            <source>tie on points broken by {desc}</source>
            <translation>同分，以{desc}決勝</translation>
        </message>
        <message>
            <source>tied players share the victory (DEC-49)</source>
            <translation>同分的玩家共享勝利（DEC-49）</translation>
        </message>
        <message>
            <source>total ad income (FTP-TIE-01)</source>
            <translation>廣告收益總計最多（FTP-TIE-01）</translation>
        </message>
        <message>
            <source>trade at {space}</source>
            <translation>在{space}交易</translation>
        </message>
        <message>
            <source>two seats have the same colour '{colour}'</source>
            <translation>兩個座位的顏色相同：「{colour}」</translation>
        </message>
        <message>
            <source>two seats have the same name '{name}'</source>
            <translation>兩個座位的名字相同：「{name}」</translation>
        </message>
        <message>
            <source>unknown field (expected {fields})</source>
            <translation>不明的欄位（應為 {fields}）</translation>
        </message>
        <message>
            <source>unknown game '{game}'</source>
            <translation>不明的遊戲「{game}」</translation>
        </message>
        <message>
            <source>unknown tag {tag} (expected {tags})</source>
            <translation>不明的標籤 {tag}（應為 {tags} 之一）</translation>
        </message>
        <message>
            <source>yes or no</source>
            <translation>是或否</translation>
        </message>
        <message>
            <source>{action} comes later (actions go in row order); now it is your turn in {now}</source>
            <translation>「{action}」稍後才執行（行動依排的順序執行）；現在輪到你執行「{now}」</translation>
        </message>
        <message>
            <source>{action} is already over this round; now it is your turn in {now}</source>
            <translation>本輪的「{action}」已經結束；現在輪到你執行「{now}」</translation>
        </message>
        <message>
            <source>{action} is carried out after all plans are revealed; now plan your actions</source>
            <translation>「{action}」要等所有計畫公開後才執行；現在請計畫你的行動</translation>
        </message>
        <message>
            <source>{a} and {b} touch, excused by an ability</source>
            <translation>{a} 與 {b} 相鄰，因角色能力而不計</translation>
        </message>
        <message>
            <source>{building} slot {k}</source>
            <translation>{building}第 {k} 格能力</translation>
        </message>
        <message>
            <source>{card}</source>
            <translation>「{card}」</translation>
        </message>
        <message>
            <source>{card} (criminal icons)</source>
            <translation>{card}（罪犯圖示）</translation>
        </message>
        <message>
            <source>{card} has neither a {icon} nor a criminal icon</source>
            <translation>「{card}」沒有{icon}圖示，也沒有罪犯圖示</translation>
        </message>
        <message>
            <source>{card} is now on top of the {piece} townsfolk pile</source>
            <translation>{piece}的居民牌堆翻開「{card}」</translation>
        </message>
        <message>
            <source>{card} joins the outsider row</source>
            <translation>「{card}」加入外來者列</translation>
        </message>
        <message>
            <source>{card} leaves {player_name}'s tableau</source>
            <translation>「{card}」離開 {player_name} 的居民列</translation>
        </message>
        <message>
            <source>{card}'s criminal icons</source>
            <translation>「{card}」的罪犯圖示</translation>
        </message>
        <message>
            <source>{card}, collision</source>
            <translation>「{card}」碰撞效果</translation>
        </message>
        <message>
            <source>{card}, exit</source>
            <translation>「{card}」離開效果</translation>
        </message>
        <message>
            <source>{card}, instant</source>
            <translation>「{card}」即時效果</translation>
        </message>
        <message>
            <source>{card}, ongoing</source>
            <translation>「{card}」持續效果</translation>
        </message>
        <message>
            <source>{card}, rejected</source>
            <translation>被拒絕的「{card}」</translation>
        </message>
        <message>
            <source>{card}, top right</source>
            <translation>「{card}」右上方效果</translation>
        </message>
        <message>
            <source>{chest} is turned face up</source>
            <translation>寶箱「{chest}」翻開</translation>
        </message>
        <message>
            <source>{count} players is not allowed for {game}</source>
            <translation>{game} 不能由 {count} 位玩家進行</translation>
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
            <source>{file}: cannot read ({why})</source>
            <translation>{file}：無法讀取（{why}）</translation>
        </message>
        <message>
            <source>{file}: cannot write ({why})</source>
            <translation>{file}：無法寫入（{why}）</translation>
        </message>
        <message>
            <source>{file}: larger than {mb} MB</source>
            <translation>{file}：超過 {mb} MB</translation>
        </message>
        <message>
            <source>{file}: not a BG Stats play file (no list of plays)</source>
            <translation>{file}：不是 BG Stats 對局檔（沒有對局清單）</translation>
        </message>
        <message>
            <source>{file}: not a BG Stats play file ({why})</source>
            <translation>{file}：不是 BG Stats 對局檔（{why}）</translation>
        </message>
        <message>
            <source>{file}: play {n} has a date that cannot be read: {date}</source>
            <translation>{file}：第 {n} 局的日期無法讀取：{date}</translation>
        </message>
        <message>
            <source>{file}: play {n} has a score that is not a number</source>
            <translation>{file}：第 {n} 局有不是數字的分數</translation>
        </message>
        <message>
            <source>{file}: play {n} has no player scores</source>
            <translation>{file}：第 {n} 局沒有玩家分數</translation>
        </message>
        <message>
            <source>{file}: play {n} has no proper uuid</source>
            <translation>{file}：第 {n} 局沒有正確的 uuid</translation>
        </message>
        <message>
            <source>{file}: play {n} is not described properly</source>
            <translation>{file}：第 {n} 局的內容不正確</translation>
        </message>
        <message>
            <source>{file}: this game cannot be checked against the game that was saved: {reasons}</source>
            <translation>{file}：無法將此遊戲與所存的遊戲核對：{reasons}</translation>
        </message>
        <message>
            <source>{file}: {key} are not described properly</source>
            <translation>{file}：{key} 的內容不正確</translation>
        </message>
        <message>
            <source>{file}: {reason}</source>
            <translation>{file}：{reason}</translation>
        </message>
        <message>
            <source>{first}; {second}</source>
            <translation>{first}；{second}</translation>
        </message>
        <message>
            <source>{game} has no variant '{name}'</source>
            <translation>{game} 沒有變體「{name}」</translation>
        </message>
        <message>
            <source>{game} is not playable yet</source>
            <translation>{game} 尚無法遊玩</translation>
        </message>
        <message>
            <source>{key} must be a whole number, not {value}</source>
            <translation>{key} 必須是整數，而不是 {value}</translation>
        </message>
        <message>
            <source>{manuscript} is now on top of the {piece} manuscript stack</source>
            <translation>{piece}的手抄本堆翻開《{manuscript}》</translation>
        </message>
        <message>
            <source>{name} is a computer player</source>
            <translation>{name} 是電腦玩家</translation>
        </message>
        <message>
            <source>{name} of the move {kind} must be {what}</source>
            <translation>動作 {kind} 的 {name} 必須是{what}</translation>
        </message>
        <message>
            <source>{n} complex patients but only {cured} cured</source>
            <translation>列了 {n} 名複雜案主，但只治癒了 {cured} 名</translation>
        </message>
        <message>
            <source>{patient} joins the patient display</source>
            <translation>{patient}加入案主展示區</translation>
        </message>
        <message>
            <source>{place} is above the {n} marker(s) on prestige space {space}</source>
            <translation>第 {place} 層高於聲望格 {space} 上的 {n} 個標記</translation>
        </message>
        <message>
            <source>{place} is given twice on prestige space {space}</source>
            <translation>聲望格 {space} 的第 {place} 層填了兩次</translation>
        </message>
        <message>
            <source>{player_name} banishes {card} for {n} silver</source>
            <translation>{player_name} 支付 {n} 銀幣遣散「{card}」</translation>
        </message>
        <message>
            <source>{player_name} builds a {building} on {site}</source>
            <translation>{player_name} 在{site} 建造{building}</translation>
        </message>
        <message>
            <source>{player_name} builds the {building} on {site}; their own {own} goes back to their board</source>
            <translation>{player_name} 在{site}建造「{building}」；自己的{own}回到玩家圖板</translation>
        </message>
        <message>
            <source>{player_name} can place no worker: {power} worker power and {gold} gold are short of the first threshold, or no worker is left in the supply</source>
            <translation>{player_name} 無法放置工人：{power} 點力量和 {gold} 個黃金未達第一個門檻，或供應區已沒有工人</translation>
        </message>
        <message>
            <source>{player_name} can transcribe no manuscript here: {ink} ink and {power} transcribe power pay for none of the stacks beside the viscount</source>
            <translation>{player_name} 在這裡無法抄錄手抄本：{ink} 個墨水瓶和 {power} 點抄錄力量不足以支付子爵旁任何一疊手抄本</translation>
        </message>
        <message>
            <source>{player_name} cannot use the blue column after drawing now</source>
            <translation>{player_name} 抽牌後已無法使用藍色欄位</translation>
        </message>
        <message>
            <source>{player_name} chooses to build</source>
            <translation>{player_name} 選擇建造建築</translation>
        </message>
        <message>
            <source>{player_name} chooses to place workers</source>
            <translation>{player_name} 選擇放置工人</translation>
        </message>
        <message>
            <source>{player_name} chooses to trade</source>
            <translation>{player_name} 選擇交易</translation>
        </message>
        <message>
            <source>{player_name} chooses to transcribe</source>
            <translation>{player_name} 選擇抄錄手抄本</translation>
        </message>
        <message>
            <source>{player_name} destroys a King's Order: it goes back to the supply</source>
            <translation>{player_name} 摧毀一張國王命令卡：它回到供應區</translation>
        </message>
        <message>
            <source>{player_name} destroys {card} and gains {n} silver ({source})</source>
            <translation>{player_name} 摧毀「{card}」，獲得 {n} 銀幣（{source}）</translation>
        </message>
        <message>
            <source>{player_name} discards {card} ({source})</source>
            <translation>{player_name} 棄掉「{card}」（{source}）</translation>
        </message>
        <message>
            <source>{player_name} draws a card</source>
            <translation>{player_name} 抽一張牌</translation>
        </message>
        <message>
            <source>{player_name} draws {n} {n|card|cards}</source>
            <translation>{player_name} 抽 {n} 張牌</translation>
        </message>
        <message>
            <source>{player_name} files {manuscript} as {ribbon}</source>
            <translation>{player_name} 將《{manuscript}》定為{ribbon}綬帶</translation>
        </message>
        <message>
            <source>{player_name} finds no King's Order left in the supply</source>
            <translation>{player_name} 發現供應區已沒有國王命令卡</translation>
        </message>
        <message>
            <source>{player_name} gains the reward above space {pos}</source>
            <translation>{player_name} 獲得第 {pos} 格上方的獎勵</translation>
        </message>
        <message>
            <source>{player_name} gains {n} corruption ({source})</source>
            <translation>{player_name} 獲得 {n} 墮落（{source}）</translation>
        </message>
        <message>
            <source>{player_name} gains {n} silver ({source})</source>
            <translation>{player_name} 獲得 {n} 銀幣（{source}）</translation>
        </message>
        <message>
            <source>{player_name} gains {n} virtue ({source})</source>
            <translation>{player_name} 獲得 {n} 美德（{source}）</translation>
        </message>
        <message>
            <source>{player_name} gains {n} {icon} {n|icon|icons} for this turn's main action ({source})</source>
            <translation>{player_name} 本回合的主要行動多 {n} 個{icon}圖示（{source}）</translation>
        </message>
        <message>
            <source>{player_name} gains {n} {resource} ({source})</source>
            <translation>{player_name} 獲得 {n} 個{resource}（{source}）</translation>
        </message>
        <message>
            <source>{player_name} gets a discount on {action} ({source})</source>
            <translation>{player_name} 的{action}獲得減免（{source}）</translation>
        </message>
        <message>
            <source>{player_name} has a deed approved ({source})</source>
            <translation>{player_name} 的一張地契獲得批准（{source}）</translation>
        </message>
        <message>
            <source>{player_name} has no card left to draw</source>
            <translation>{player_name} 已沒有可抽的卡牌</translation>
        </message>
        <message>
            <source>{player_name} has no card to play</source>
            <translation>{player_name} 沒有可打出的卡牌</translation>
        </message>
        <message>
            <source>{player_name} has no worker left to place</source>
            <translation>{player_name} 已沒有可放置的工人</translation>
        </message>
        <message>
            <source>{player_name} has nothing to build here: no building within {power} builder power and {stone} stone on an empty site of this side of the river</source>
            <translation>{player_name} 在這裡沒有可建造的建築：以 {power} 點建築工力量和 {stone} 個石頭，無法在河流這一側的空建築點蓋任何建築</translation>
        </message>
        <message>
            <source>{player_name} has nothing to flip: the flip is lost ({source})</source>
            <translation>{player_name} 沒有可翻面的卡牌：此次翻面作廢（{source}）</translation>
        </message>
        <message>
            <source>{player_name} hires {card} for {n} silver</source>
            <translation>{player_name} 支付 {n} 銀幣僱用「{card}」</translation>
        </message>
        <message>
            <source>{player_name} ignores a criminal icon for this collision</source>
            <translation>{player_name} 在這次碰撞中無視 1 個罪犯圖示</translation>
        </message>
        <message>
            <source>{player_name} looks at the top card of their draw pile</source>
            <translation>{player_name} 查看自己抽牌堆最上方的卡牌</translation>
        </message>
        <message>
            <source>{player_name} may move {n} extra {n|step|steps} free this turn ({source})</source>
            <translation>{player_name} 本回合可免費多移動 {n} 格（{source}）</translation>
        </message>
        <message>
            <source>{player_name} moves a worker inward from castle region {region}</source>
            <translation>{player_name} 將一名工人從城堡區域 {region} 向內移動</translation>
        </message>
        <message>
            <source>{player_name} moves a worker to castle level 3</source>
            <translation>{player_name} 將一名工人移到城堡第三層</translation>
        </message>
        <message>
            <source>{player_name} moves to {space}</source>
            <translation>{player_name} 移動到{space}</translation>
        </message>
        <message>
            <source>{player_name} moves {n} {n|step|steps} to {space}</source>
            <translation>{player_name} 移動 {n} 格到{space}</translation>
        </message>
        <message>
            <source>{player_name} moves {n} {n|step|steps} to {space}, paying {cost} silver for the extra steps</source>
            <translation>{player_name} 移動 {n} 格到{space}，多走的格數支付 {cost} 銀幣</translation>
        </message>
        <message>
            <source>{player_name} pays off a debt ({source})</source>
            <translation>{player_name} 償還一張債務（{source}）</translation>
        </message>
        <message>
            <source>{player_name} pays {n} silver ({source})</source>
            <translation>{player_name} 支付 {n} 銀幣（{source}）</translation>
        </message>
        <message>
            <source>{player_name} pays {n} {resource} ({source})</source>
            <translation>{player_name} 支付 {n} 個{resource}（{source}）</translation>
        </message>
        <message>
            <source>{player_name} places {n} {n|worker|workers} in castle region {region}</source>
            <translation>{player_name} 在城堡區域 {region} 放置 {n} 名工人</translation>
        </message>
        <message>
            <source>{player_name} plays {card}</source>
            <translation>{player_name} 打出「{card}」</translation>
        </message>
        <message>
            <source>{player_name} puts an outpost on {site}</source>
            <translation>{player_name} 在{site} 放置前哨站</translation>
        </message>
        <message>
            <source>{player_name} rearranges their tableau</source>
            <translation>{player_name} 重新排列自己的居民列</translation>
        </message>
        <message>
            <source>{player_name} rejects the outsider {card}</source>
            <translation>{player_name} 拒絕外來者「{card}」</translation>
        </message>
        <message>
            <source>{player_name} removes {card} from the {piece} townsfolk pile</source>
            <translation>{player_name} 將「{card}」從{piece}的居民牌堆移出遊戲</translation>
        </message>
        <message>
            <source>{player_name} resolves a collision on space {pos}</source>
            <translation>{player_name} 在第 {pos} 格結算碰撞</translation>
        </message>
        <message>
            <source>{player_name} reveals Steward card {card}: {steps} {steps|step|steps}, the {ring} road at forks</source>
            <translation>{player_name} 翻開總管卡 {card}：移動 {steps} 格，岔路走{ring}路徑</translation>
        </message>
        <message>
            <source>{player_name} reveals the hero {card}</source>
            <translation>{player_name} 翻開英雄「{card}」</translation>
        </message>
        <message>
            <source>{player_name} shuffles its cards</source>
            <translation>{player_name} 洗勻它的卡牌</translation>
        </message>
        <message>
            <source>{player_name} shuffles the discard pile into a new draw pile</source>
            <translation>{player_name} 將棄牌堆洗勻成新的抽牌堆</translation>
        </message>
        <message>
            <source>{player_name} starts on {space} (player card #{n})</source>
            <translation>{player_name} 從{space}出發（玩家卡 #{n}）</translation>
        </message>
        <message>
            <source>{player_name} takes a King's Order ({source})</source>
            <translation>{player_name} 拿取一張國王命令卡（{source}）</translation>
        </message>
        <message>
            <source>{player_name} takes a King's Order instead of hiring ({n} silver)</source>
            <translation>{player_name} 改為拿取一張國王命令卡而不僱用（{n} 銀幣）</translation>
        </message>
        <message>
            <source>{player_name} takes a debt ({source})</source>
            <translation>{player_name} 拿取一張債務（{source}）</translation>
        </message>
        <message>
            <source>{player_name} takes a debt into its ledger, paid</source>
            <translation>{player_name} 將一張債務以已償還面收入帳冊</translation>
        </message>
        <message>
            <source>{player_name} takes a deed ({source})</source>
            <translation>{player_name} 拿取一張地契（{source}）</translation>
        </message>
        <message>
            <source>{player_name} takes a deed into its ledger, approved</source>
            <translation>{player_name} 將一張地契以已批准面收入帳冊</translation>
        </message>
        <message>
            <source>{player_name} takes no main action</source>
            <translation>{player_name} 不執行主要行動</translation>
        </message>
        <message>
            <source>{player_name} takes player card #{n} and the hero {hero}</source>
            <translation>{player_name} 選擇玩家卡 #{n} 與英雄「{hero}」</translation>
        </message>
        <message>
            <source>{player_name} takes the build bonus card {card}</source>
            <translation>{player_name} 獲得建造獎勵卡「{card}」</translation>
        </message>
        <message>
            <source>{player_name} takes the castle leader card</source>
            <translation>{player_name} 獲得城堡領袖卡</translation>
        </message>
        <message>
            <source>{player_name} takes the treasure chest {chest} into slot {slot}</source>
            <translation>{player_name} 將寶箱「{chest}」放進第 {slot} 欄</translation>
        </message>
        <message>
            <source>{player_name} takes the treasure chest {chest} into slot {slot}; {old} leaves the game</source>
            <translation>{player_name} 將寶箱「{chest}」放進第 {slot} 欄；「{old}」移出遊戲</translation>
        </message>
        <message>
            <source>{player_name} takes the {ribbon} cleric reward card</source>
            <translation>{player_name} 獲得{ribbon}牧師獎勵卡</translation>
        </message>
        <message>
            <source>{player_name} takes {card} ({source})</source>
            <translation>{player_name} 拿取「{card}」（{source}）</translation>
        </message>
        <message>
            <source>{player_name} trades {n} merchant power ({silver} of it silver)</source>
            <translation>{player_name} 用 {n} 點商人力量交易（其中 {silver} 點以銀幣支付）</translation>
        </message>
        <message>
            <source>{player_name} transcribes {manuscript}</source>
            <translation>{player_name} 抄錄《{manuscript}》</translation>
        </message>
        <message>
            <source>{player_name} uses the black column of the manuscript board: 1 resource for 1 silver</source>
            <translation>{player_name} 使用手抄本圖板的黑色欄位：以 1 個資源換 1 銀幣</translation>
        </message>
        <message>
            <source>{player_name} uses the blue column of the manuscript board: 2 silver for the top card of the draw pile</source>
            <translation>{player_name} 使用手抄本圖板的藍色欄位：支付 2 銀幣，將抽牌堆最上方的卡牌加入手牌</translation>
        </message>
        <message>
            <source>{player_name} uses the yellow column of the manuscript board: 3 resources to rearrange the tableau</source>
            <translation>{player_name} 使用手抄本圖板的黃色欄位：支付 3 個資源重新排列居民列</translation>
        </message>
        <message>
            <source>{player_name} welcomes the outsider {card}</source>
            <translation>{player_name} 歡迎外來者「{card}」</translation>
        </message>
        <message>
            <source>{player_name} will discard a card with the hire (workshop)</source>
            <translation>{player_name} 將在僱用時棄掉一張牌（工坊）</translation>
        </message>
        <message>
            <source>{player_name} will discard nothing with the hire</source>
            <translation>{player_name} 僱用時不棄牌</translation>
        </message>
        <message>
            <source>{player_name} will not use the blue column of the manuscript board after drawing</source>
            <translation>{player_name} 抽牌後不使用手抄本圖板的藍色欄位</translation>
        </message>
        <message>
            <source>{player_name} will use the blue column of the manuscript board after drawing</source>
            <translation>{player_name} 將在抽牌後使用手抄本圖板的藍色欄位</translation>
        </message>
        <message>
            <source>{player_name}'s King's Order goes back to the supply</source>
            <translation>{player_name} 的國王命令卡回到供應區</translation>
        </message>
        <message>
            <source>{player_name}'s hand is full ({n} cards)</source>
            <translation>{player_name} 的手牌已滿（{n} 張）</translation>
        </message>
        <message>
            <source>{player_name}'s markers go back to the ends of the track</source>
            <translation>{player_name} 的標記回到軌道兩端</translation>
        </message>
        <message>
            <source>{player_name}'s turn</source>
            <translation>輪到 {player_name}</translation>
        </message>
        <message>
            <source>{player_name}'s virtue and corruption markers collide on space {pos}</source>
            <translation>{player_name} 的美德與墮落標記在第 {pos} 格碰撞</translation>
        </message>
        <message>
            <source>{player_name}'s worker is knocked out of castle level {level}, region {region}</source>
            <translation>{player_name} 的一名工人被撞出城堡第 {level} 層區域 {region}</translation>
        </message>
        <message>
            <source>{player_name}'s workers move out of castle region {region}: one inward, one to region {cw}, one to region {ccw}</source>
            <translation>{player_name} 的工人從城堡區域 {region} 移出：一名向內、一名到區域 {cw}、一名到區域 {ccw}</translation>
        </message>
        <message>
            <source>{player} advances on the bonus track</source>
            <translation>{player} 在獎勵軌上前進</translation>
        </message>
        <message>
            <source>{player} already claimed this reward this round</source>
            <translation>本輪 {player} 已經領取了這個獎勵</translation>
        </message>
        <message>
            <source>{player} becomes {character}</source>
            <translation>{player} 成為{character}</translation>
        </message>
        <message>
            <source>{player} buys the letter {letter} for {price} {price|coin|coins}</source>
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
            <source>{player} can carry out nothing of “{action}” now; the ideas stay on the table</source>
            <translation>{player} 目前無法執行「{action}」的任何選項；主意仍留在會議桌上</translation>
        </message>
        <message>
            <source>{player} cannot act and passes</source>
            <translation>{player} 無法行動，略過</translation>
        </message>
        <message>
            <source>{player} cannot form a pair: the new order is lost</source>
            <translation>{player} 無法湊成一組印刷卡與美編卡：失去這張新訂單</translation>
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
            <source>{player} drafts the order {printing} · {design}</source>
            <translation>{player} 選擇訂單：{printing}・{design}</translation>
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
            <source>{player} draws {n} research {n|card|cards}</source>
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
            <source>{player} gains {n} {n|good idea|good ideas}</source>
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
            <source>{player} has no idea left to place: the recall is forced</source>
            <translation>{player} 沒有主意可放置：必須召回</translation>
        </message>
        <message>
            <source>{player} has no legal placement: the recall is forced</source>
            <translation>{player} 沒有合法的放置位置：必須召回</translation>
        </message>
        <message>
            <source>{player} has planned</source>
            <translation>{player} 已完成計畫</translation>
        </message>
        <message>
            <source>{player} has the lowest income (${income}) and closes the paper (FTP-END-02)</source>
            <translation>{player} 的廣告收益最低（${income}），關閉報社並失去獲勝資格（FTP-END-02）</translation>
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
            <source>{player} is more than ${gap} behind in income: -{penalty} (FTP-END-04)</source>
            <translation>{player} 的廣告收益比對手少超過 ${gap}：-{penalty} 分（FTP-END-04）</translation>
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
            <source>{player} may activate {loc} {n} {n|time|times}</source>
            <translation>{player} 可觸發{loc} {n} 次</translation>
        </message>
        <message>
            <source>{player} moves the focus tile to {at}</source>
            <translation>{player} 將焦點新聞板塊移到 {at}</translation>
        </message>
        <message>
            <source>{player} moves the inkwell {n} {n|space|spaces} to {space}</source>
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
            <source>{player} places {n} {n|idea|ideas} pointing at {action}</source>
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
            <source>{player} recalls {n} {n|idea|ideas} from {spaces} {spaces|space|spaces}</source>
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
            <source>{player} scores {score} {score|point|points} and ${income} on {day}</source>
            <translation>{player} 在{day}獲得 {score} 分與 ${income}</translation>
        </message>
        <message>
            <source>{player} spends a good idea for one more execution</source>
            <translation>{player} 使用 1 個好主意多執行 1 次</translation>
        </message>
        <message>
            <source>{player} spends {n} {n|good idea|good ideas}</source>
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
            <source>{player} takes the order {printing} · {design}</source>
            <translation>{player} 接取訂單：{printing}・{design}</translation>
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
            <source>{player} takes {n} ink for {cost} {cost|coin|coins}</source>
            <translation>{player} 花 {cost} 元拿取 {n} 個墨水</translation>
        </message>
        <message>
            <source>{player} takes {patient} into room {room} ({hearts} {hearts|heart|hearts})</source>
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
            <source>{player}: {line}</source>
            <translation>{player}：{line}</translation>
        </message>
        <message>
            <source>{player}: {op} {slot}</source>
            <translation>{player}：{op}{slot}</translation>
        </message>
        <message>
            <source>{reason} ({rule})</source>
            <translation>{reason}（{rule}）</translation>
        </message>
        <message>
            <source>{site} is not on your side of the river</source>
            <translation>{site}不在你這一側的河岸</translation>
        </message>
        <message>
            <source>{site} is taken</source>
            <translation>{site}已有建築</translation>
        </message>
        <message>
            <source>{text} ({rule})</source>
            <translation>{text}（{rule}）</translation>
        </message>
        <message>
            <source>{tile} (face down: scores nothing)</source>
            <translation>{tile}（正面朝下：不計分）</translation>
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
            <source>{tile} is in {n} {n|conflict|conflicts} ({rule}): flipped face down</source>
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
            <source>{tile}: ad, ${income}</source>
            <translation>{tile}：廣告，${income}</translation>
        </message>
        <message>
            <source>{tile}: photo, +1 per adjacent article of {wanted}</source>
            <translation>{tile}：照片，每片相鄰的{wanted}文章 +1 分</translation>
        </message>
        <message>
            <source>{tile}: {category} article, {points} {points|point|points}, {mood}</source>
            <translation>{tile}：{category}文章，{points} 分，{mood}</translation>
        </message>
        <message>
            <source>{value} is below {low}</source>
            <translation>{value} 小於 {low}</translation>
        </message>
        <message>
            <source>{value} is more than {high}</source>
            <translation>{value} 大於 {high}</translation>
        </message>
        <message>
            <source>{value} is negative</source>
            <translation>{value} 是負數</translation>
        </message>
        <message>
            <source>{value} is not a text (put the name in quotes)</source>
            <translation>{value} 不是文字（請將名字加上引號）</translation>
        </message>
        <message>
            <source>{value} is not a whole number</source>
            <translation>{value} 不是整數</translation>
        </message>
        <message>
            <source>{value} is not a whole number (yes/no/on/off are true/false in YAML)</source>
            <translation>{value} 不是整數（在 YAML 中 yes/no/on/off 代表 true/false）</translation>
        </message>
        <message>
            <source>{value} is not one of {levels} (and only for solo: true)</source>
            <translation>{value} 不是 {levels} 之一（且只用於 solo: true）</translation>
        </message>
        <message>
            <source>{value} is not true or false</source>
            <translation>{value} 不是 true 或 false</translation>
        </message>
        <message>
            <source>{what}</source>
            <translation>{what}</translation>
        </message>
        <message>
            <source>{where}{who}: name: the same name as {other}</source>
            <translation>{where}{who}：name：與{other}同名</translation>
        </message>
        <message>
            <source>{who}: not a mapping of fields</source>
            <translation>{who}：不是欄位的對應表</translation>
        </message>
        <message>
            <source>{who}: {field}: {problem}</source>
            <translation>{who}：{field}：{problem}</translation>
        </message>
        <message>
            <source>… {count} earlier log lines are not shown</source>
            <translation>…… 較早的 {count} 行紀錄未顯示</translation>
        </message>
    </context>
</TS>
