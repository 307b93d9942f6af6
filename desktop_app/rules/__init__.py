"""The rules of each game (no Qt): one package per game, each exposing ``GAME``."""
