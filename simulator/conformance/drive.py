#!/usr/bin/env python3
"""
Conformance driver: a real public client, EmpireCore 0.59.0 (PyPI ``empire-core``, MIT), plays one
session against a game server and reports what went wrong.

    drive.py --url ws://127.0.0.1:PORT --zone EmpireEx --user NAME --password PW --hold-seconds 95
             [--ally NAME] [--recaptcha-token TOKEN] [--deadline-seconds N]

It logs in, then runs fixed steps through EmpireCore's public services and request models (castle
details, movements, events, attack presets, Berimond tower, a map read, commanders, an attack on a robber
baron camp, a minute skip on that camp's cooldown while the army is out, the army's way home, taxes,
recruiting, a building upgrade, a resource transfer and the market carriages it took), then the reads the
game's web client makes (reads.py; ``--ally`` names the other player they look up), holds the session past
the server's silence timeout, and checks it is still answered.

This is our own code: it calls EmpireCore and copies none of it. Everything EmpireCore logs at WARNING
or above counts as an error, since that is how it reports a reply it could not read (a "parse error"
against the live shapes). Exactly one JSON object goes to stdout:

    {"steps": [{"step", "command", "ok", "detail"}, ...], "warnings": ["LEVEL logger: message", ...],
     "expected": [...], "errors": <steps not ok + warnings>}

``expected`` lists log lines a step announced beforehand (EmpireCore logs every refused command at ERROR,
including fnt's 153, which is the live answer "no tower" and which EmpireCore itself turns into None);
they do not count. Progress goes to stderr. The exit code is 0 whatever happens: the caller
(simulator/empire-core.test.ts) asserts on the JSON.

This file holds the command line and the order of the steps; the session, its pacing and the report are
session.py's, and the steps sit beside it by what they touch: opening.py (the first reads), army.py (the
map, the attacks and their way home), economy.py (taxes, recruiting, buildings, a transfer, the market),
kingdoms.py (Berimond, other kingdoms, defence, the alliance), then the reads (reads*.py).
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import threading
import time
import traceback

import army
import economy
import kingdoms
import opening
from common import LogCapture, Step, log
from reads import READ_STEPS
from reads_reports import REPORT_STEPS
from reads_events import EVENT_READ_STEPS
from reads_event_systems import EVENT_SYSTEM_STEPS
from reads_own import OWN_READ_STEPS
from reads_spies import SPY_READ_STEPS
from reads_hub import HUB_READ_STEPS
from reads_landmarks import LANDMARK_STEPS
from reads_isles import ISLE_READ_STEPS
from session import Driver

# Before closing, the driver says so on stderr and waits this long, so the test can look at the server's
# session table while this session is certainly still open.
CLOSE_NOTICE_S = 1.0
CLOSE_MARKER = "DRIVE-BEFORE-CLOSE"

# The steps after the login, in order (common.Step).
STEPS: list[Step] = [
    ("castle_details", "dcl", opening.castle_details, None),
    ("quests", "qli+qdr+fcq+qfi", opening.quests, None),
    ("movements", "gam", opening.movements, None),
    ("events", "sei", opening.events, None),
    ("presets", "gas", opening.presets, None),
    ("berimond_camp", "fsc+jca+ebu+ebe", kingdoms.berimond_camp, None),
    ("next_tower", "fnt", kingdoms.next_tower, None),
    ("map", "gaa", army.map_camps, None),
    ("event_camps", "gaa", army.event_camps, None),
    ("commanders", "gli", army.commanders, None),
    ("attack", "cra", army.attack, None),
    # The skip goes out while the army is on its way: the camp is claimed (on cooldown) from the
    # moment the attack leaves, and at a fast time scale its cooldown may be over before the army
    # is home, which would make the skip's answer depend on the trip's length.
    ("skip", "msd", army.skip, None),
    ("attack_return", "gam", army.attack_return, None),
    ("recall", "cra+mcm", army.recall, None),
    ("tax_info", "txi", economy.tax_info, None),
    ("tax_start", "txs", economy.tax_start, None),
    ("tax_collect", "txc", economy.tax_collect, None),
    ("recruit", "jca+bup", economy.recruit, None),
    ("building", "jca+eup", economy.building, None),
    ("transfer", "crm", economy.transfer, None),
    ("market_info", "cmi", economy.market_info, None),
    ("kingdom_transfer", "kut+kgt", kingdoms.kingdom_transfer, None),
    ("defence", "dfc+dfw+dfm+dfk", kingdoms.defence, None),
    ("troops_home", "cat", kingdoms.troops_home, None),
    ("alliance_help", "ahl+aha+ahr", kingdoms.alliance_help, None),
    ("ally_support", "gam+cds", kingdoms.ally_support, None),
    # The web client's reads (reads.py), in the same session: they fill the wait before the hold.
    *READ_STEPS, *REPORT_STEPS, *EVENT_READ_STEPS, *OWN_READ_STEPS,
    *SPY_READ_STEPS,
    *HUB_READ_STEPS,
    *EVENT_SYSTEM_STEPS,
    *LANDMARK_STEPS,
    *ISLE_READ_STEPS,
    ("hold", "gam", Driver.step_hold, None),
]


def main() -> None:
    parser = argparse.ArgumentParser(description="Drive a game server with EmpireCore and report errors as JSON.")
    parser.add_argument("--url", required=True)
    parser.add_argument("--zone", required=True)
    parser.add_argument("--user", required=True)
    parser.add_argument("--password", required=True)
    parser.add_argument("--hold-seconds", type=float, default=95.0)
    parser.add_argument("--ally", default=None, help="another player of the zone, for the reads about a player (reads.py)")
    parser.add_argument("--recaptcha-token", default=None, help="sent as RCT with the login, as the game client does")
    parser.add_argument("--deadline-seconds", type=float, default=None,
                        help="report and exit after this long whatever is running (default: hold + 70 s)")
    args = parser.parse_args()

    # Nothing but the report may reach stdout, whatever a library prints.
    sys.stdout = sys.stderr

    capture = LogCapture()
    ec_logger = logging.getLogger("empire_core")
    ec_logger.addHandler(capture)
    # WARNING and above from every empire_core.* logger reach the handler; they are not also passed to
    # the root logger, whose handlers (if any) would print them a second time.
    ec_logger.setLevel(logging.WARNING)
    ec_logger.propagate = False

    driver = Driver(args, capture)

    # A hung call must not hang the caller: past the deadline, report what is known and leave.
    deadline = args.deadline_seconds if args.deadline_seconds is not None else args.hold_seconds + 70.0

    def watchdog() -> None:
        driver.report({"step": "deadline", "command": "", "ok": False,
                       "detail": f"the run passed its {deadline:.0f}s deadline; steps after the last listed did not finish"})
        os._exit(0)

    timer = threading.Timer(deadline, watchdog)
    timer.daemon = True
    timer.start()

    steps = [(name, command, (lambda step=step: step(driver)), expect) for name, command, step, expect in STEPS]
    try:
        try:
            import empire_core  # noqa: F401  (a missing package is a failed login, not a crash)
        except Exception as e:
            driver.not_run("login", "lli", f"empire_core cannot be imported: {type(e).__name__}: {e}")
            for name, command, _, _ in steps:
                driver.not_run(name, command, "empire_core is missing")
        else:
            if driver.run("login", "lli", driver.step_login):
                for name, command, body, expect in steps:
                    driver.run(name, command, body, expect)
            else:
                for name, command, _, _ in steps:
                    driver.not_run(name, command, "the login failed")
            if driver.client is not None and driver.client.is_logged_in:
                log(CLOSE_MARKER)
                time.sleep(CLOSE_NOTICE_S)
    except BaseException as e:  # noqa: BLE001 - the report must come out whatever happened
        driver.steps.append({"step": "driver", "command": "", "ok": False, "detail": f"{type(e).__name__}: {e}"})
        log(traceback.format_exc().rstrip())
    finally:
        if driver.client is not None:
            try:
                driver.client.close()
            except Exception as e:
                driver.steps.append({"step": "close", "command": "", "ok": False, "detail": f"{type(e).__name__}: {e}"})
        # Records logged while closing count too, so the report comes after close().
        timer.cancel()
        driver.report()
    # os._exit, not sys.exit: a library thread that outlived close() must not keep the process (and the
    # test waiting on it) alive; the report is already flushed.
    sys.stderr.flush()
    os._exit(0)


if __name__ == "__main__":
    main()
