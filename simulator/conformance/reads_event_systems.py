"""
EmpireCore's reads of the events that keep a state of their own (issue 36), each through the EmpireCore
service method that sends it and parsed by its model: the running colossus's donors around our own place
and around the ally's name (``che``), and our alliance's raid boss (``bse``). drive.py runs them in its
one session, after reads_events.py's. Our own code; it calls EmpireCore and copies none of it.

Each step takes the Driver and returns its detail; the test (simulator/empire-core.test.ts, with
empire-core-events.ts) checks the details against the server's world.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from common import StepFailed


def _donors(reply: Any) -> list[tuple[int, str, int, int]]:
    return [(int(r.rank), r.player_name, int(r.donation_points), int(r.player_id)) for r in reply.rows]


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


def raid_boss(driver: Any) -> str:
    """bse: our alliance's boss, its level and health, and its cards."""
    driver.pace()
    status = driver.client.events.get_raid_boss_status()
    if not status.active:
        raise StepFailed(f"bse: no active boss in {status!r:.300}")
    cards = [(int(c.boss_id), int(c.status), int(c.unlocked_level)) for c in status.cards]
    return (f"bse: boss {int(status.boss_id)} level {int(status.level_id)} health {status.health:g} "
            f"revived {status.revive_unit_percent:g}%; cards {cards}")


# Each step: name, the commands it sends, the step, and the log lines it provokes on purpose (none).
EVENT_SYSTEM_STEPS: list[tuple[str, str, Callable[[Any], str], list[str] | None]] = [
    ("colossus", "che+che", colossus, None),
    ("raid_boss", "bse", raid_boss, None),
]
