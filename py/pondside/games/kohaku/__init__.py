"""Kōhaku (1–4 players) with The Big Pond expansion modules and solo rivals."""
