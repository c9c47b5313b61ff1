"""The kata's tools, by job, behind the one command `scripts/kata.py`:

  - model.py      the shapes an exercise is declared with, and where the repository is;
  - exercises.py  the table of exercises, the one place an exercise is added or changed;
  - scenes.py     the pattern scenes that several exercises of the table copy;
  - notes.py      reads and validates each exercise's notes, Exercises/.kata/NN.txt;
  - holes.py      finds the notes' holes in the reference and renders a file as an exercise shows it;
  - generator.py  makes the starters, the solutions and the nested package's manifest (`generate`);
  - checker.py    fails on any drift of the committed files from a fresh generation (`check`);
  - report.py     grades a run of every exercise on its starter and its solution (`report`);
  - info.py       prints the table of exercises for the shell scripts (`info`).

Standard library only, like the command itself.
"""
