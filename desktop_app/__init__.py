"""Board Table: offline desktop board games with every rule enforced."""

__version__ = "0.1.0"
