"""pyramid-explorer."""
