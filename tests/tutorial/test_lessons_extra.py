"""The totals of a match as a table and a chart (lessons 06 and 07)."""

from __future__ import annotations

from switchcore import Rules
from classroom.bots import BOTS
from classroom.tournament import play_match
from tutorial.lessons_extra import totals_chart, totals_table

PNG = b"\x89PNG\r\n\x1a\n"


def test_totals_table_has_a_row_per_round_ending_in_the_match_totals():  # S-16(b)
    game = play_match(Rules.switch(players=3, match="rounds", rounds=4), [BOTS["easy"]] * 3, seed=5)
    lines = totals_table(game).splitlines()
    assert lines[0].split() == ["round", "Ann", "Ben", "Cat"]
    assert len(lines) == 1 + len(game.results) == 5
    assert [int(x) for x in lines[-1].split()] == [4, *game.totals]


def test_totals_table_of_a_target_match_reaches_the_target():  # C-9
    game = play_match(Rules.crazy_eights(players=2, target=100), [BOTS["medium"]] * 2, seed=2)
    last = [int(x) for x in totals_table(game).splitlines()[-1].split()[1:]]
    assert max(last) >= 100 and last == list(game.totals)


def test_charts_are_png_images():
    game = play_match(Rules.switch(players=2, match="rounds", rounds=2), [BOTS["easy"]] * 2, seed=1)
    assert totals_chart(game).data.startswith(PNG)
    totals = " and ".join(f"{name} {total}" for name, total in zip(game.names, game.results[-1].totals))
    # and an image with its words, in the lessons' language, for those who cannot see it (WCAG 1.1.1)
    assert f'alt="Totals after each round: after round 2, {totals}."' in totals_chart(game)._repr_html_()


def test_the_browsers_chart_has_the_same_words_as_the_png_one():
    # The site has no real matplotlib: its chart is SVG, and its title,
    # axes and legend must read as the lesson's PNG chart does.
    import tutorial
    from tutorial.chart import totals_picture
    from tutorial.words import say

    def totals_svg(*args, **keys):
        return totals_picture(*args, format="svg", **keys)

    svg = totals_svg([(0, 10), (5, 30)], ["Ann", "Ben"])
    assert say("chart.title") in svg and "None" not in svg
    try:
        tutorial.language("fr")
        french = totals_svg([(0, 10)], ["Ann", "Ben"])
        assert say("chart.title") in french and say("chart.title") != "Totals after each round"
    finally:
        tutorial.language("en")
    assert "Crazy Eights to 200" in totals_svg([(0, 10)], ["Ann", "Ben"], title="Crazy Eights to 200")


def _shown_chart(monkeypatch, draw):
    """What ``show_chart()`` puts in the notebook after ``draw(plt)``."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from IPython import display as ipd

    from tutorial.chart import show_chart

    shown = []
    monkeypatch.setattr(ipd, "display", lambda obj: shown.append(obj))
    draw(plt)
    show_chart()
    assert len(shown) == 1 and not plt.get_fignums()  # shown once, and pyplot starts afresh
    return shown[0]


def test_show_chart_gives_a_course_chart_its_words(monkeypatch):
    def draw(plt):
        plt.figure(figsize=(5, 3))
        plt.bar(["seat 0", "seat 1"], [3, 5])
        plt.title("Wins by seat")
        plt.ylabel("rounds won")

    picture = _shown_chart(monkeypatch, draw)
    assert repr(picture) == "A bar chart, “Wins by seat”. Up: rounds won."
    html = picture._repr_html_()
    assert html.startswith("<img ") and 'alt="A bar chart, “Wins by seat”. Up: rounds won."' in html
    assert "data:image/png;base64," in html


def test_show_chart_says_a_line_chart_in_the_learners_language(monkeypatch):
    import tutorial

    def draw(plt):
        plt.plot([0, 1, 2], [0.2, 0.4, 0.5])
        plt.xlabel("games")

    tutorial.language("fr")
    try:
        picture = _shown_chart(monkeypatch, draw)
    finally:
        tutorial.language("en")
    assert repr(picture).startswith("Un graphique en courbe") and "games" in repr(picture)
