<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>MainWindow</name>
    <message>
        <source>Board Table</source>
        <translation>桌遊桌</translation>
    </message>
</context>
</TS>
