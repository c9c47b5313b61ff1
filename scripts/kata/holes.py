"""Finds the notes' holes in the reference files, and renders a file as an exercise shows it.

Finding a hole means finding its anchors: each must match exactly one line of the file, or of the
body an `in:` line narrows the search to, or the error names the hole (and, when nothing matches,
the nearest line). From the anchor, the span follows the brackets of the code: a `body:` is the
lines between a declaration's opening brace and the `}` that starts the line closing it; a
`whole:` runs from the comment and attribute lines above the anchor through the line that closes
every bracket the anchor's line opens; a `from:` ... `through:` run joins two of those. Brackets
are counted in code alone, not inside comments or string literals.

Holes may nest inside one another, and must otherwise stay apart. A hole belongs to exercise N;
when the files of exercise K are made, it shows:

  - its starter in Exercises/ and the reference in Solutions/ when N == K;
  - the reference, with the holes inside it applied, when N < K: that exercise is solved by now;
  - its starter when N > K: a later change request has not happened yet.
"""

from __future__ import annotations

import difflib
import functools
import re
from dataclasses import dataclass, field

from .model import ROOT
from .notes import Hole, all_notes

STRING_START = re.compile(r'#*(?:"""|")')


def bracket_depths(lines: list[str]) -> tuple[list[int], list[str]]:
    """For each line, how many brackets are open at its end, and the last character of its code.

    Only code counts, not comments or strings (raw, multi-line and interpolated ones included), so
    a brace in a message or a comment cannot end a body early.
    """
    text = "\n".join(lines) + "\n"
    depths: list[int] = []
    last_code: list[str] = []
    depth, last = 0, ""
    # What is being read, innermost last: ["line comment"], ["block comment"],
    # ["string", hashes, multi-line], ["interpolation", parentheses open]; nothing means code.
    contexts: list[list] = []
    index = 0
    while index < len(text):
        char = text[index]
        context = contexts[-1] if contexts else ["code"]
        if char == "\n":
            if context[0] == "line comment":
                contexts.pop()
            depths.append(depth)
            last_code.append(last)
            last = ""
            index += 1
        elif context[0] == "line comment":
            index += 1
        elif context[0] == "block comment":
            if text.startswith("/*", index):
                contexts.append(["block comment"])
            elif text.startswith("*/", index):
                contexts.pop()
            index += 2 if text.startswith(("/*", "*/"), index) else 1
        elif context[0] == "string":
            hashes = "#" * context[1]
            closing = ('"""' if context[2] else '"') + hashes
            if char == "\\" and text.startswith(hashes, index + 1):
                after = index + 1 + len(hashes)
                if text.startswith("(", after):
                    contexts.append(["interpolation", 0])
                # An escaped character is skipped, except a line break, which still ends a line.
                index = after + (1 if text.startswith("(", after) or text[after] != "\n" else 0)
            elif text.startswith(closing, index):
                contexts.pop()
                index += len(closing)
                last = '"' if not contexts else last
            else:
                index += 1
        elif text.startswith(("//", "/*"), index):
            contexts.append(["line comment" if text[index + 1] == "/" else "block comment"])
            index += 2
        elif quote := STRING_START.match(text, index):
            contexts.append(["string", quote.group().count("#"), quote.group().endswith('"""')])
            index = quote.end()
        elif context[0] == "interpolation":
            if char == "(":
                context[1] += 1
            elif char == ")" and context[1] == 0:
                contexts.pop()
            elif char == ")":
                context[1] -= 1
            index += 1
        else:
            depth += 1 if char in "([{" else -1 if char in ")]}" else 0
            last = last if char.isspace() else char
            index += 1
    return depths, last_code


class Reference:
    """One file of the reference, read once, with the shape of its brackets."""

    def __init__(self, path: str):
        self.path = path
        self.lines = (ROOT / path).read_text().splitlines()
        self.depths, self.last_code = bracket_depths(self.lines)

    def depth_before(self, index: int) -> int:
        """How many brackets are open where the line at `index` begins."""
        return self.depths[index - 1] if index else 0

    def find(self, hole: Hole, key: str, anchor: str, region: tuple[int, int], within: str) -> int:
        """The one line of the region that reads `anchor`, leading and trailing blanks aside."""
        matches = [i for i in range(*region) if self.lines[i].strip() == anchor]
        if not matches:
            nearest = difflib.get_close_matches(
                anchor, [self.lines[i].strip() for i in range(*region)], n=1, cutoff=0.6
            )
            guess = f'; the nearest line reads "{nearest[0]}"' if nearest else ""
            raise hole.error(f"its '{key}:' anchor matches no line{within}: \"{anchor}\"{guess}")
        if len(matches) > 1:
            numbers = ", ".join(str(i + 1) for i in matches)
            raise hole.error(
                f"its '{key}:' anchor matches {len(matches)} lines{within} (lines {numbers}): "
                f"\"{anchor}\"; add an 'in:' line to tell them apart"
            )
        return matches[0]

    def end(self, hole: Hole, key: str, index: int) -> int:
        """The line that closes every bracket the line at `index` opens: itself if it opens none."""
        floor = self.depth_before(index)
        if self.depths[index] < floor:
            raise hole.error(f"line {index + 1}, of '{key}:', closes a bracket it did not open")
        for later in range(index, len(self.lines)):
            if self.depths[later] <= floor:
                return later
        raise hole.error(f"the brackets that line {index + 1}, of '{key}:', opens never close")

    def body(self, hole: Hole, key: str, index: int) -> tuple[int, int]:
        """The lines inside the braces of the declaration at `index`, whose signature may run over
        several lines; the closing brace must start a line of its own."""
        floor = self.depth_before(index)
        opening = index
        while not (self.last_code[opening] == "{" and self.depths[opening] == floor + 1):
            if self.depths[opening] <= floor or opening + 1 == len(self.lines):
                raise hole.error(
                    f"line {index + 1}, of '{key}:', opens no body: no line of its declaration "
                    "ends with '{'"
                )
            opening += 1
        closing = self.end(hole, key, index)
        if self.depths[closing] != floor or not self.lines[closing].strip().startswith("}"):
            raise hole.error(
                f"the body that line {index + 1}, of '{key}:', opens does not end with a '}}' "
                f"that starts line {closing + 1}"
            )
        return opening + 1, closing

    def whole(self, hole: Hole, key: str, index: int, top: int) -> tuple[int, int]:
        """The declaration or statement at `index`, with the comment and attribute lines right
        above it (not above `top`), through the line that closes its brackets."""
        start = index
        while start > top and self.lines[start - 1].strip().startswith(("//", "@")):
            start -= 1
        return start, self.end(hole, key, index) + 1

    def locate(self, hole: Hole) -> tuple[int, int, str]:
        """Where the hole lies, as a range of line indices, and the indentation of its starter."""
        region, within = (0, len(self.lines)), ""
        for scope in hole.scopes:
            index = self.find(hole, "in", scope, region, within)
            region, within = self.body(hole, "in", index), f' in the body of "in: {scope}"'
        index = self.find(hole, hole.kind, hole.anchor, region, within)
        indentation = leading_blanks(self.lines[index])
        if hole.kind == "line":
            return index, index + 1, indentation
        if hole.kind == "body":
            start, end = self.body(hole, "body", index)
            first = next((line for line in self.lines[start:end] if line.strip()), None)
            return start, end, leading_blanks(first) if first else indentation + "  "
        if hole.kind == "whole":
            return *self.whole(hole, "whole", index, region[0]), indentation
        last = self.find(hole, "through", hole.through, region, within)
        if last <= index:
            raise hole.error(f"'through:' (line {last + 1}) is above 'from:' (line {index + 1})")
        start = self.whole(hole, "from", index, region[0])[0]
        return start, self.whole(hole, "through", last, region[0])[1], indentation


def leading_blanks(line: str) -> str:
    """The blanks a line starts with: its indentation."""
    return line[: len(line) - len(line.lstrip())]


@dataclass
class Span:
    """Where a hole lies in its file, with the holes that lie inside it."""

    hole: Hole
    start: int
    end: int  # exclusive
    starter: list[str]  # the hole's starter lines, indented as the lines they stand for
    inner: list[Span] = field(default_factory=list)


@functools.cache
def reference_and_spans(source: str) -> tuple[Reference, list[Span]]:
    """A file of the reference and the holes of every exercise in it, nested as they lie."""
    reference = Reference(source)
    spans = []
    for notes in all_notes().values():
        for hole in notes.holes:
            if hole.file == source:
                start, end, indentation = reference.locate(hole)
                starter = [f"{indentation}{line}" if line else "" for line in hole.starter]
                spans.append(Span(hole, start, end, starter))
    spans.sort(key=lambda span: (span.start, -span.end))
    outermost: list[Span] = []
    open_spans: list[Span] = []
    for span in spans:
        while open_spans and span.start >= open_spans[-1].end:
            open_spans.pop()
        if open_spans:
            around = open_spans[-1]
            if span.end > around.end or (span.start, span.end) == (around.start, around.end):
                raise span.hole.error(
                    f"its lines {span.start + 1}-{span.end} and those of hole {around.hole.name} "
                    f"of exercise {around.hole.exercise} ({around.start + 1}-{around.end}) "
                    "overlap; holes must nest or stay apart"
                )
            around.inner.append(span)
        else:
            outermost.append(span)
        open_spans.append(span)
    return reference, outermost


def render(
    lines: list[str], spans: list[Span], start: int, end: int, exercise: str, solution: bool
) -> list[str]:
    """The lines from `start` to `end` as exercise K shows them. A hole of exercise N shows the
    reference, with the holes inside it applied, when N < K (solved by now) or when N == K in the
    solution; otherwise it shows its starter (N == K in the exercise, or N > K: a later change
    request has not happened yet)."""
    shown: list[str] = []
    for span in spans:
        shown += lines[start : span.start]
        number = span.hole.exercise
        if number < exercise or (number == exercise and solution):
            shown += render(lines, span.inner, span.start, span.end, exercise, solution)
        else:
            shown += span.starter
        start = span.end
    return shown + lines[start:end]


def tidy(lines: list[str]) -> list[str]:
    """Drops the blank lines a removed hole leaves doubled, or next to a brace."""
    result: list[str] = []
    for line in lines:
        if line == "" and (not result or result[-1] == "" or result[-1].endswith("{")):
            continue
        if line.strip().startswith("}") and result and result[-1] == "":
            result.pop()
        result.append(line)
    return result
