"""
EmpireCore's reads of events, a boss dungeon and the map searches, through its own service methods:
the long-term point event's leaderboard (``llsw`` for one's own page, ``llsp`` from the top, ``slse``
then ``llsw`` for a name), a player's event performance (``gpe``), the nearest robber baron camp and
fortress (``fnm``), the attack pre-calculation on that fortress (``abi``), the next enemy castle
(``fec``), one's points on the temporary server (``tsh``) and one's alliance's rank on the battle
ground (``abgph``). drive.py runs them after reads.py's, in its one session. Our own code; it calls
EmpireCore and copies none of it.

Each step takes the Driver and returns its detail; the test (simulator/empire-core.test.ts) checks the
details against the server's world.
"""

from __future__ import annotations

from typing import Any

from common import StepFailed, Steps

# The steps of this file, run in the order they are written (drive.py runs the files in turn).
EVENT_READ_STEPS = Steps()


def _points(scores: Any) -> list[tuple[int, str, int]]:
    return [(int(s.rank), s.name, int(s.points)) for s in scores.scores]


@EVENT_READ_STEPS.add("llsw+llsp+slse+llsw")
def leaderboard(driver: Any) -> str:
    """The long-term point event's board: one's own page, the top page, and the member found by name."""
    from empire_core.gamedata.ids.events import Event

    event = Event.LONG_TERM_POINT_EVENT
    driver.pace()
    own = driver.client.events.get_scores(event)
    driver.pace()
    top = driver.client.events.get_scores(event, rank=1)
    driver.pace()
    named = driver.client.events.get_scores(event, name=driver.args.ally)
    if not top.scores or not named.scores or driver.args.ally not in {s.name for s in named.scores}:
        raise StepFailed(f"llsp/slse/llsw: top {_points(top)}, search {_points(named)}")
    return f"llsw own: {_points(own)}; llsp top: {_points(top)} of {top.total}; slse {driver.args.ally}: {_points(named)}"


@EVENT_READ_STEPS.add("gpe")
def performance(driver: Any) -> str:
    """gpe for our own points in the long-term point event, as the leaderboard shows them."""
    from empire_core.gamedata.ids.events import Event

    driver.pace()
    reply = driver.client.events.get_player_performance(Event.LONG_TERM_POINT_EVENT, driver.player_id)
    return f"gpe {driver.player_id}: {int(reply.points)} point(s), {len(reply.statistics)} counter(s)"


@EVENT_READ_STEPS.add("fnm+fnm+abi+fec")
def map_searches(driver: Any) -> str:
    """fnm for the nearest robber baron camp (the Great Empire) and fortress (the Burning Sands), abi on the fortress, fec from our castle."""
    from empire_core import Kingdom
    from empire_core.enums import MapItemType

    driver.pace()
    camp = driver.client.map.find_next(MapItemType.DUNGEON, Kingdom.GREEN)
    if camp is None or camp.found() is None:
        raise StepFailed(f"fnm found no robber baron camp: {camp!r:.200}")
    driver.pace()
    fortress = driver.client.map.find_next(MapItemType.BOSS_DUNGEON, Kingdom.SANDS)
    if fortress is None or fortress.found() is None:
        raise StepFailed(f"fnm found no boss dungeon in the Burning Sands: {fortress!r:.200}")
    keep = next((c for c in driver.client.state.get_castles() if int(c.kingdom_id) == int(Kingdom.SANDS)), None)
    if keep is None:
        raise StepFailed("no castle of ours in the Burning Sands for abi")
    driver.pace()
    info = driver.client.attack.get_attack_info(fortress.x, fortress.y, keep.x, keep.y, Kingdom.SANDS, area_type=MapItemType.BOSS_DUNGEON)
    row = info.target_row()
    if row[:3] != [int(MapItemType.BOSS_DUNGEON), fortress.x, fortress.y] or info.source_castle_id != keep.id:
        raise StepFailed(f"abi: row {row}, source {info.source_castle_id}")
    c = driver.castle
    driver.pace()
    enemy = driver.client.map.find_next_enemy_castle(c.x, c.y)
    enemy_at = None if enemy is None else (enemy.x, enemy.y)
    return (f"fnm dungeon at ({camp.x},{camp.y}); fnm boss dungeon at ({fortress.x},{fortress.y}); "
            f"abi source {info.source_castle_id}; fec: {enemy_at}")


@EVENT_READ_STEPS.add("tsh")
def temp_server(driver: Any) -> str:
    """tsh: our daily and overall points and ranks on the temporary server, asked on the main server."""
    driver.pace()
    ranks = driver.client.events.get_temporary_server_ranks()
    return (f"tsh: daily {ranks.daily_points} rank {ranks.daily_rank}, "
            f"overall {ranks.overall_points} rank {ranks.overall_rank}")


@EVENT_READ_STEPS.add("abgph")
def battle_ground(driver: Any) -> str:
    """abgph: our alliance's rank on the alliance battle ground, asked on the main server."""
    aid = driver.client.alliance.local_alliance_id
    if aid is None:
        raise StepFailed("abgph: EmpireCore knows no alliance of ours")
    driver.pace()
    return f"abgph {aid}: rank {driver.client.events.get_battleground_rank(aid).alliance_rank}"
