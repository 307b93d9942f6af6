"""Fit To Print rules, content, calculator and computer-editor tests."""
