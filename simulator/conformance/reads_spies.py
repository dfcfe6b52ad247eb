"""
EmpireCore's spying (issue 36), each through the EmpireCore service method that sends it and parsed by its
model: the spies owned from the login data (``gms``), the spy dialog on the enemy castle found with ``fec``
(``ssi``), a military mission sent there (``csm``), its log pushed into the mailbox (``sne``) and read
(``bsd``), and the attack dialog there carrying the report (``aci``). drive.py runs it in its one session,
after reads_own.py's. Our own code; it calls EmpireCore and copies none of it.

The step takes the Driver and returns its detail; the test (simulator/empire-core.test.ts, with
empire-core-spies.ts) checks the detail against the server's world.
"""

from __future__ import annotations

import time
from typing import Any

from common import StepFailed, Steps

SPIES_SENT = 5
# The spies travel as an army does; at the test's time scale they arrive in seconds, and the server pushes
# their log within its push interval (3 s) of the arrival.
REPORT_LIMIT_S = 30.0
REPORT_POLL_S = 0.25

# The steps of this file, run in the order they are written (drive.py runs the files in turn).
SPY_READ_STEPS = Steps()


@SPY_READ_STEPS.add("fec+ssi+csm+bsd+aci", name="spying")
def spy_mission(driver: Any) -> str:
    """gms (login data), fec for the enemy castle, ssi there, csm with five spies, the log's sne push, bsd, then aci there."""
    from empire_core import Kingdom
    from empire_core.enums import SpyType

    owned = driver.client.spy.max_spies.max_spies
    c = driver.castle
    driver.pace()
    enemy = driver.client.map.find_next_enemy_castle(c.x, c.y)
    if enemy is None:
        raise StepFailed("fec found no enemy castle to spy on")
    driver.pace()
    screen = driver.client.spy.get_screen_info(enemy.x, enemy.y, Kingdom.GREEN)
    row = screen.target_row()
    if row is None or (row.x, row.y) != (enemy.x, enemy.y) or screen.target_owner() is None:
        raise StepFailed(f"ssi: no row or owner for ({enemy.x}, {enemy.y}): {screen!r:.300}")
    before = {m.message_id for m in driver.client.messages.mailbox}
    driver.pace()
    sent = driver.client.spy.send_spy_mission(c.id, enemy.x, enemy.y, Kingdom.GREEN, spy_type=SpyType.MILITARY,
                                              spies=SPIES_SENT, accuracy_or_damage=100)
    if sent.spy is None or sent.spy.spy_count != SPIES_SENT or sent.seconds_until_arrival is None:
        raise StepFailed(f"csm: {sent!r:.300}")
    deadline = time.monotonic() + REPORT_LIMIT_S
    log = None
    while log is None:
        log = next((m for m in driver.client.messages.mailbox if m.message_id not in before and m.is_spy_log), None)
        if log is None:
            if time.monotonic() > deadline:
                raise StepFailed(f"no spy log arrived within {REPORT_LIMIT_S:.0f}s of the csm")
            time.sleep(REPORT_POLL_S)
    header = log.spy_log_header()
    driver.pace()
    report = driver.client.spy.get_report(log.message_id)
    if header is None or report is None or report.message_id != log.message_id:
        raise StepFailed(f"bsd {log.message_id}: header {header!r}, report {report!r:.300}")
    army = report.army.total() if report.army is not None else None
    # The attack dialog on the same castle now carries the report's army (S, AS), as the client reads it.
    driver.pace()
    info = driver.client.attack.get_attack_info(enemy.x, enemy.y, c.x, c.y, Kingdom.GREEN)
    dialog = info.spy_army.total() if info.spy_army is not None else None
    return (f"gms {owned}; ssi ({enemy.x},{enemy.y}): AS {screen.available_spies}, GC {screen.guard_count}, "
            f"owner {screen.target_owner().owner_id}; csm SC {sent.spy.spy_count} SR {sent.spy.risk}; "
            f"bsd {report.message_id}: lost {header.spies_lost}, GC {report.guard_count}, army {army}, "
            f"area {report.area.x},{report.area.y} of {report.owner_id}; aci army {dialog}")
