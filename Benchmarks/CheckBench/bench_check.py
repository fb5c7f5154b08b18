#!/usr/bin/env python3
"""Benchmark of `bookgen check` on a synthetic book, against one swiftc per snippet.

Generates 100 realistic examples (5-30 lines each, against RxSubjects) over 10 chapters, then
measures, in one run: the cold check with the library cached, the cold check including the library
build, the warm check with nothing changed, the check after one example is edited, and the baseline of
compiling and running each snippet with its own swiftc. Prints medians and ratios.
"""
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# BOOKGEN=path measures another build (to compare two in one session); BENCH_QUICK=1 measures only
# the cold, warm and one-edit checks.
BOOKGEN = os.environ.get("BOOKGEN") or os.path.join(ROOT, ".build", "release", "bookgen")
REPEATS = int(os.environ.get("BENCH_REPEATS", "5"))
QUICK = os.environ.get("BENCH_QUICK") == "1"


def example_body(rng, index):
    """Swift lines of one example body: a subject or relay, subscribers, events."""
    kind = rng.choice(["publish", "behavior", "replay", "async", "publishRelay", "behaviorRelay"])
    lines = ["  let bag = DisposeBag()"]
    if kind == "publish":
        lines.append("  let subject = PublishSubject<Int>()")
    elif kind == "behavior":
        lines.append("  let subject = BehaviorSubject(value: 0)")
    elif kind == "replay":
        lines.append(f"  let subject = ReplaySubject<Int>.create(bufferSize: {rng.randint(1, 4)})")
    elif kind == "async":
        lines.append("  let subject = AsyncSubject<Int>()")
    elif kind == "publishRelay":
        lines.append("  let subject = PublishRelay<Int>()")
    else:
        lines.append("  let subject = BehaviorRelay(value: 0)")
    send = "accept" if "Relay" in kind else "onNext"
    for subscriber in range(rng.randint(1, 3)):
        lines.append("  subject")
        lines.append(f"    .subscribe(onNext: {{ print(\"{subscriber + 1})\", label($0)) }},")
        lines.append(f"               onCompleted: {{ print(\"{subscriber + 1}) done\") }})")
        lines.append("    .disposed(by: bag)")
        for value in range(rng.randint(1, 4)):
            lines.append(f"  subject.{send}({index * 10 + value})")
    if "Relay" not in kind and rng.random() < 0.5:
        lines.append("  subject.onCompleted()")
    return lines[:30]


def generate(folder, rng):
    """Writes the book into `folder`; returns the per-snippet sources for the baseline."""
    os.makedirs(folder, exist_ok=True)
    snippets = []
    summary = ["# Synthetic Book", ""]
    for chapter in range(10):
        name = f"{chapter + 1:02d}-chapter.md"
        summary.append(f"- [Chapter {chapter + 1}]({name})")
        declarations = [
            "enum SyntheticError: Error { case failed }",
            "",
            "func label(_ value: Int) -> String {",
            f"  \"c{chapter}-\\(value)\"",
            "}",
        ]
        text = [f"# Chapter {chapter + 1}", "", "Shared helpers:", "", "```swift"] + declarations + ["```", ""]
        for example in range(10):
            index = chapter * 10 + example
            body = example_body(rng, index)
            name_text = f"Example {index}"
            text += [f"Example {index} shows a subject at work.", "", "```swift",
                     f"example(of: \"{name_text}\") {{"] + body + ["}", "```", "", "```output", "```", ""]
            snippets.append("\n".join(
                ["import Foundation", "import RxSubjects", "import RxRelays", "import BookgenSupport", ""]
                + declarations + ["", f"example(of: \"{name_text}\") {{"] + body + ["}", ""]))
        with open(os.path.join(folder, name), "w") as handle:
            handle.write("\n".join(text))
    with open(os.path.join(folder, "SUMMARY.md"), "w") as handle:
        handle.write("\n".join(summary) + "\n")
    # The bundled library, as Chapters/book.toml declares it: modules of this package, which the
    # book finds because it lies inside the package (in .build).
    with open(os.path.join(folder, "book.toml"), "w") as handle:
        handle.write('[environment.bundled]\nmodules = ["RxSubjects", "RxRelays", "RxCocoaTraits"]\n'
                     'imports = ["RxSubjects", "RxRelays"]\ndefines = ["DEBUG"]\nlabel = "RxSubjects"\n')
    return snippets


def bookgen(book, cache, *arguments, memory=False):
    """Runs bookgen check; returns (seconds, bookgen's own peak RSS in MB, exit status, stdout).

    With `memory`, the peak is bookgen's high-water mark (VmHWM), polled until it exits (the compilers
    it starts are separate processes and are not counted); polling takes CPU, so timed runs skip it.
    """
    if not memory:
        before = time.perf_counter()
        process = subprocess.run([BOOKGEN, "check", book, "--cache-folder", cache, *arguments],
                                 cwd=ROOT, capture_output=True, text=True)
        return time.perf_counter() - before, 0, process.returncode, process.stdout
    before = time.perf_counter()
    process = subprocess.Popen([BOOKGEN, "check", book, "--cache-folder", cache, *arguments],
                               cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    peak_kb = 0
    status_path = f"/proc/{process.pid}/status"
    while process.poll() is None:
        try:
            with open(status_path) as status:
                for line in status:
                    if line.startswith("VmHWM:"):
                        peak_kb = max(peak_kb, int(line.split()[1]))
        except (FileNotFoundError, ProcessLookupError, ValueError):
            pass
        time.sleep(0.002)
    stdout = process.stdout.read()
    seconds = time.perf_counter() - before
    return seconds, peak_kb / 1024, process.returncode, stdout


def median_of(action, repeats=REPEATS):
    """The median time of `repeats` runs, and the peak memory of one more run that measures it."""
    samples = [action() for _ in range(repeats)]
    return statistics.median(s[0] for s in samples), action(memory=True)[1]


def main():
    if not os.path.exists(BOOKGEN):
        sys.exit("build bookgen in release first: swift build -c release --product bookgen")
    # Inside the package, whose modules the book's environment builds.
    os.makedirs(os.path.join(ROOT, ".build"), exist_ok=True)
    work = tempfile.mkdtemp(prefix="bench-check-", dir=os.path.join(ROOT, ".build"))
    book = os.path.join(work, "book")
    cache = os.path.join(work, "cache")
    snippets = generate(book, random.Random(42))

    # Fill the expected blocks once (not measured), then require a clean pass.
    bookgen(book, cache, "--update")
    seconds, _, status, stdout = bookgen(book, cache)
    if status != 0:
        sys.exit("the synthetic book does not pass:\n" + stdout)
    environments = os.path.join(cache, "environments")

    def forget_results():
        # The book's results and parsed syntax: in books/KEY/ (or, for a bookgen before issue 9,
        # at the top of the cache folder); the built environment stays.
        shutil.rmtree(os.path.join(cache, "books"), ignore_errors=True)
        for name in ("results.json", "syntax.json"):
            if os.path.exists(os.path.join(cache, name)):
                os.remove(os.path.join(cache, name))

    def cold_with_library(memory=False):
        # Nothing known but the built library: every block is parsed and every example runs.
        forget_results()
        return bookgen(book, cache, memory=memory)

    def cold_without_library(memory=False):
        shutil.rmtree(cache)
        return bookgen(book, cache, memory=memory)

    def warm(memory=False):
        return bookgen(book, cache, memory=memory)

    edit_path = os.path.join(book, "05-chapter.md")
    toggle = [0]

    def edited(memory=False):
        with open(edit_path) as handle:
            text = handle.read()
        old, new = ("subject", "subjekt") if toggle[0] % 2 == 0 else ("subjekt", "subject")
        toggle[0] += 1
        # Rename the variable in the chapter's first example only: its code changes, its output does not.
        start = text.index("example(of:")
        end = text.index("```", start)
        text = text[:start] + text[start:end].replace(old, new) + text[end:]
        with open(edit_path, "w") as handle:
            handle.write(text)
        return bookgen(book, cache, memory=memory)

    cold, cold_peak = median_of(cold_with_library)
    warm_time, warm_peak = median_of(warm)
    edit_time, edit_peak = median_of(edited)
    if QUICK:
        print(json.dumps({"bookgen": BOOKGEN, "cold": cold, "warm": warm_time, "edit": edit_time}))
        shutil.rmtree(work)
        return
    cold_library, cold_library_peak = median_of(cold_without_library)

    # Baseline: one swiftc per snippet against the same prebuilt library, two at a time like bookgen's two jobs.
    library_folder = next(os.path.join(environments, name) for name in os.listdir(environments)
                          if name.startswith("bundled-") and os.path.isdir(os.path.join(environments, name)))
    snippet_folder = os.path.join(work, "snippets")
    os.makedirs(snippet_folder)
    for index, source in enumerate(snippets):
        with open(os.path.join(snippet_folder, f"s{index}.swift"), "w") as handle:
            handle.write(source)

    def baseline(memory=False):
        before = time.perf_counter()
        jobs = []
        for index in range(len(snippets)):
            source = os.path.join(snippet_folder, f"s{index}.swift")
            binary = os.path.join(snippet_folder, f"s{index}")
            # The support module keeps Foundation to itself, so its users link it by name.
            jobs.append(["sh", "-c", f"swiftc -Onone -I {library_folder} -L {library_folder} -lFoundation {source} -o {binary} && {binary} >/dev/null"])
        running = []
        for job in jobs:
            running.append(subprocess.Popen(job))
            if len(running) == 2:
                running.pop(0).wait()
        for process in running:
            process.wait()
        return time.perf_counter() - before, 0

    baseline_time = statistics.median(baseline()[0] for _ in range(max(1, REPEATS // 2)))

    rows = [
        ("cold check, library cached", cold, cold_peak, 0.8),  # issue 8: stays at most 0.8 s
        ("cold check, library built too", cold_library, cold_library_peak, None),
        ("warm check, nothing changed", warm_time, warm_peak, 0.05),
        ("check after editing one example", edit_time, edit_peak, 0.6),
        ("baseline: one swiftc per snippet (2 at a time)", baseline_time, 0, None),
    ]
    print(f"synthetic book: 100 examples in 10 chapters; medians of {REPEATS} runs ({max(1, REPEATS // 2)} for the baseline)")
    print("peak MB: bookgen's own high-water mark (VmHWM, polled), not counting the compilers it starts")
    print(f"{'measurement':<48} {'median s':>9} {'peak MB':>8} {'goal s':>7}")
    for name, seconds, peak, goal in rows:
        goal_text = f"{goal:.2f}" if goal else ""
        peak_text = f"{peak:.0f}" if peak else ""
        print(f"{name:<48} {seconds:>9.3f} {peak_text:>8} {goal_text:>7}")
    print(f"baseline / cold check (library cached): {baseline_time / cold:.1f}x (goal: at least 15x)")
    print(json.dumps({"cold": cold, "coldWithLibrary": cold_library, "warm": warm_time, "edit": edit_time,
                      "baseline": baseline_time, "peakMB": max(cold_peak, cold_library_peak, warm_peak, edit_peak)}))
    shutil.rmtree(work)


if __name__ == "__main__":
    main()
