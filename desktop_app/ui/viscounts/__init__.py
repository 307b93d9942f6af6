"""The Viscounts of the West Kingdom table: kingdom, player boards, side panel, score calculator."""
