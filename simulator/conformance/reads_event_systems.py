"""
EmpireCore's reads of the events that keep a state of their own (issue 36), each through the EmpireCore
service method that sends it and parsed by its model: the running colossus's donors around our own place
and around the ally's name (``che``), the Grand Tournament's quest slots, one taken by us, and the members'
contributions (``aqs``, ``saq``, ``aqpc``), our alliance's raid boss (``bse``), our place in the
season league (``kli``) and the battle ground's tower timers (``trt``). drive.py runs them in its
one session, after reads_events.py's. Our own code; it calls EmpireCore and copies none of it.

Each step takes the Driver and returns its detail; the test (simulator/empire-core.test.ts, with
empire-core-events.ts) checks the details against the server's world.
"""

from __future__ import annotations

from typing import Any

from common import StepFailed, Steps

# The steps of this file, run in the order they are written (drive.py runs the files in turn).
EVENT_SYSTEM_STEPS = Steps()


def _donors(reply: Any) -> list[tuple[int, str, int, int]]:
    return [(int(r.rank), r.player_name, int(r.donation_points), int(r.player_id)) for r in reply.rows]


@EVENT_SYSTEM_STEPS.add("che+che")
def colossus(driver: Any) -> str:
    """che for our own place ("-1") and for the ally's name: the donors, our points, the last rank."""
    driver.pace()
    own = driver.client.ranking.get_colossus_highscore()
    driver.pace()
    named = driver.client.ranking.get_colossus_highscore(driver.args.ally)
    if driver.args.ally not in {r.player_name for r in named.rows}:
        raise StepFailed(f"che {driver.args.ally}: not on its page {_donors(named)}")
    return (f"che own: {int(own.own_donation_points)} point(s), last rank {int(own.last_rank)}: {_donors(own)}; "
            f"che {driver.args.ally}: {_donors(named)}")


def _slots(slots: Any) -> list[tuple[int, int, int, str, list[int] | None, bool]]:
    return [(s.slot_id, int(s.alliance_quest_id), int(s.player_id), s.player_name,
             None if s.progress is None else [int(p) for p in s.progress.counters],
             bool(s.progress and s.progress.completed)) for s in slots]


@EVENT_SYSTEM_STEPS.add("aqs+saq+aqpc")
def grand_tournament(driver: Any) -> str:
    """aqs, then the first free slot's quest taken (saq), then the members' contributions (aqpc)."""
    driver.pace()
    status = driver.client.events.get_grand_tournament_status()
    free = next((s for s in status.slots if s.player_id <= 0), None)
    if free is None:
        raise StepFailed(f"aqs: no free slot in {_slots(status.slots)}")
    driver.pace()
    taken = driver.client.events.start_grand_tournament_quest(free.slot_id, int(free.alliance_quest_id))
    mine = taken.status.slots[free.slot_id]
    if int(mine.player_id) != driver.player_id:
        raise StepFailed(f"saq slot {free.slot_id}: held by {mine.player_id}, not us")
    driver.pace()
    contributions = driver.client.events.get_grand_tournament_contributions()
    given = [(int(c.rank), c.player_name, int(c.points)) for c in contributions]
    return (f"aqs: {int(status.participants or 0)} participant(s), {_slots(status.slots)}; "
            f"saq {free.slot_id}: {_slots(taken.status.slots)}; aqpc: {given}")


@EVENT_SYSTEM_STEPS.add("bse")
def raid_boss(driver: Any) -> str:
    """bse: our alliance's boss, its level and health, and its cards."""
    driver.pace()
    status = driver.client.events.get_raid_boss_status()
    if not status.active:
        raise StepFailed(f"bse: no active boss in {status!r:.300}")
    cards = [(int(c.boss_id), int(c.status), int(c.unlocked_level)) for c in status.cards]
    return (f"bse: boss {int(status.boss_id)} level {int(status.level_id)} health {status.health:g} "
            f"revived {status.revive_unit_percent:g}%; cards {cards}")


@EVENT_SYSTEM_STEPS.add("kli")
def season(driver: Any) -> str:
    """kli: our division, our medals and our alliance's, the promotion, the seconds to the payout."""
    driver.pace()
    info = driver.client.ranking.get_season_info()
    if info.division is None or info.player_medals is None or info.rank is None or info.payout_seconds is None:
        raise StepFailed(f"kli: a section is missing in {info!r:.300}")
    medals = [(int(m.medal_id), int(m.amount)) for m in info.player_medals]
    alliance = None if info.alliance_medals is None else [(int(m.medal_id), int(m.amount)) for m in info.alliance_medals]
    return (f"kli: division {int(info.division.division_id)} of {int(info.division.size)}; medals {medals}, "
            f"alliance {alliance}; promotion {int(info.rank.promotion_id)} at {int(info.rank.medal_points)}; "
            f"payout in {int(info.payout_seconds)} s")


@EVENT_SYSTEM_STEPS.add("trt")
def tower_timers(driver: Any) -> str:
    """trt: the seconds to the battle ground towers' next relink and revival, with the wall clock (ms) it was asked at."""
    import time

    driver.pace()
    asked = int(time.time() * 1000)
    timers = driver.client.events.get_battleground_timers()
    return f"trt at {asked}: relink in {timers.relink_seconds:g} s, revival in {timers.revive_seconds:g} s"
