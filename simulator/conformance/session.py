"""
The conformance driver's session (drive.py): one EmpireCore client, its commands paced, each step run and
recorded, and the one JSON report. The steps that open the session (login) and hold it past the server's
silence timeout (hold) live here with it, and so do the reads of EmpireCore state the other steps share
(``home``, ``raw_movements``). Our own code; it calls EmpireCore and copies none of it.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import threading
import time
import traceback
from collections.abc import Callable
from typing import Any

from common import LogCapture, StepFailed, log

# The server drops a connection that sends more than 10 commands a second; four a second stays well clear
# of it even when an EmpireCore call sends two commands back to back (a castle join, then the action).
COMMAND_SPACING_S = 0.25
# Units the simulator's castles hold (wod 602, the spearman): every step that moves or counts troops uses them.
SPEARMAN = 602
# The live server refuses an account's attack sent less than 4 s after its previous one (the simulator's
# rules.ts ATTACK_SPACING_MS, from EmpireCore attack/pacing.py:1-8); a player waits that long between attacks.
ATTACK_SPACING_S = 4.2


class Driver:
    def __init__(self, args: argparse.Namespace, capture: LogCapture) -> None:
        self.args = args
        self.capture = capture
        self.steps: list[dict[str, Any]] = []
        self.client: Any = None
        self.login_at: float | None = None
        self._last_command_at = 0.0
        self._report_lock = threading.Lock()
        self._reported = False
        # Filled by the steps, read by later ones.
        self.player_id: int | None = None
        self.castle: Any = None  # the first castle in kingdom 0 (empire_core state Castle)
        self.camp: Any = None  # a robber baron camp row (MapAreaItem) near it
        self.other_camps: list[Any] = []  # the other ready camps the map step saw, for the recall
        self.commander_id: int | None = None
        self.attack: dict[str, Any] | None = None  # what the attack step sent, for the return step
        self.last_attack_at = 0.0  # when send_attack last sent an attack (monotonic), for its spacing

    # ----------------------------------------------------------------------------------------------
    # Bookkeeping

    def pace(self) -> None:
        """Wait until COMMAND_SPACING_S has passed since the previous command of ours."""
        wait = self._last_command_at + COMMAND_SPACING_S - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        self._last_command_at = time.monotonic()

    def paced(self, *reads: Callable[[], Any]) -> list[Any]:
        """Each read sent after the pause ``pace`` asks for; their answers, in order."""
        answers = []
        for read in reads:
            self.pace()
            answers.append(read())
        return answers

    def send_attack(self, source: Any, target: Any, units: int, commander_id: int | None, kingdom_id: Any, attack_type: Any = None) -> None:
        """
        ``units`` spearmen on the middle flank from ``source`` to ``target`` (anything with x and y), sent
        once ATTACK_SPACING_S has passed since our previous attack. EmpireCore's own attack type (a plain
        attack) unless ``attack_type`` names another (a conquest).
        """
        from empire_core import AttackWave, WaveFlank

        wait = self.last_attack_at + ATTACK_SPACING_S - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        self.pace()
        self.last_attack_at = time.monotonic()
        kind = {} if attack_type is None else {"attack_type": attack_type}
        self.client.attack.send_attack(
            source_x=source.x,
            source_y=source.y,
            target_x=target.x,
            target_y=target.y,
            waves=[AttackWave(middle=WaveFlank(units={SPEARMAN: units}))],
            commander_id=commander_id,
            kingdom_id=kingdom_id,
            **kind,
        )

    def run(self, name: str, command: str, body: Callable[[], str], expect: list[str] | None = None) -> bool:
        """
        Run one step: its detail is what ``body`` returns; any exception makes it fail with the
        exception as detail. ``expect`` names log lines (regexes) the step provokes on purpose.
        """
        log(f"step {name} ({command})")
        self.capture.expect([re.compile(p) for p in expect or []])
        try:
            detail = body()
            ok = True
        except StepFailed as e:
            ok, detail = False, str(e)
        except Exception as e:
            ok, detail = False, f"{type(e).__name__}: {e}"
            log(traceback.format_exc().rstrip())
        finally:
            # Give replies still in flight (pushes that follow a reply) a moment before the expectation ends.
            time.sleep(0.05)
            self.capture.expect([])
        self.steps.append({"step": name, "command": command, "ok": ok, "detail": detail})
        log(f"  -> {'ok' if ok else 'FAILED'}: {detail}")
        return ok

    def not_run(self, name: str, command: str, why: str) -> None:
        self.steps.append({"step": name, "command": command, "ok": False, "detail": f"not run: {why}"})

    def report(self, extra_step: dict[str, Any] | None = None) -> None:
        """Print the one JSON object (only once, whichever of the main path and the watchdog gets here first)."""
        with self._report_lock:
            if self._reported:
                return
            self._reported = True
            steps = list(self.steps) + ([extra_step] if extra_step else [])
            with self.capture.guard:
                warnings = list(self.capture.warnings)
                expected = list(self.capture.expected)
            errors = sum(1 for s in steps if not s["ok"]) + len(warnings)
            out = {"steps": steps, "warnings": warnings, "expected": expected, "errors": errors}
            sys.__stdout__.write(json.dumps(out) + "\n")
            sys.__stdout__.flush()

    # ----------------------------------------------------------------------------------------------
    # Helpers that read EmpireCore state or send its requests

    def home(self, castle_id: int) -> tuple[int, tuple[int, int, int]]:
        """Spearmen and wood, stone, food in the castle, from a fresh dcl (``client.castle.get_details``)."""
        self.pace()
        details = self.client.castle.get_details(castle_id)
        return int(details.units.get(SPEARMAN, 0)), (details.wood, details.stone, details.food)

    def raw_movements(self) -> list[dict[str, Any]]:
        """
        The server's movement list as it answers gam now, read raw.

        EmpireCore's state keeps a movement the list no longer names until its own timer says it arrived
        (state/movements.py, ``_handle_gam``), so "the server stopped listing it" is read from the reply
        itself, through the client's public ``request_packet``. The reply still feeds state as usual.
        """
        from empire_core import CommandError
        from empire_core.movements import GetMovementsRequest

        self.pace()
        packet = self.client.request_packet(GetMovementsRequest(), "gam", timeout=5.0)
        if packet.error_code != 0:
            raise CommandError("gam", packet.error_code, packet.payload)
        payload = packet.payload if isinstance(packet.payload, dict) else {}
        wrappers = payload.get("M")
        return [w for w in wrappers if isinstance(w, dict) and isinstance(w.get("M"), dict)] if isinstance(wrappers, list) else []

    # ----------------------------------------------------------------------------------------------
    # The steps that open and hold the session

    def step_login(self) -> str:
        from empire_core import EmpireClient, EmpireConfig

        cfg = EmpireConfig(
            game_url=self.args.url,
            default_zone=self.args.zone,
            # Set, or EmpireCore downloads the live client's index.html on every login to learn it.
            client_version="1.169.11",
            username=self.args.user,
            password=self.args.password,
        )
        self.client = EmpireClient(config=cfg)
        self._last_command_at = time.monotonic()
        if self.args.recaptcha_token:
            # The game client always attaches a reCAPTCHA token; EmpireCore sends one when given.
            self.client.login(recaptcha_token=self.args.recaptcha_token)
        else:
            self.client.login()
        self.login_at = time.monotonic()
        player = self.client.state.get_local_player()
        castles = self.client.state.get_castles()
        self.player_id = player.id
        listed = ", ".join(f"{c.id} '{c.name}' kingdom {int(c.kingdom_id)} at ({c.x},{c.y})" for c in castles)
        if player.id <= 0:
            raise StepFailed(f"gbd named no local player (gpi PID {player.id})")
        if not castles:
            raise StepFailed(f"player {player.id} '{player.name}': gbd listed no castle of theirs (gcl)")
        green = [c for c in castles if int(c.kingdom_id) == 0]
        if not green:
            raise StepFailed(f"player {player.id}: no castle in kingdom 0 among {listed}")
        self.castle = green[0]
        return f"player {player.id} '{player.name}'; castles: {listed}"

    def step_hold(self) -> str:
        assert self.login_at is not None
        wait = self.login_at + self.args.hold_seconds - time.monotonic()
        silent_from = self._last_command_at
        if wait > 0:
            log(f"holding the session {wait:.0f}s (EmpireCore's keep-alive pin goes out every 60 s)")
            time.sleep(wait)
        quiet = time.monotonic() - silent_from
        self.pace()
        movements = self.client.movements.get_movements()
        held = time.monotonic() - self.login_at
        return f"gam answered {held:.0f}s after login, after {quiet:.0f}s without a command of ours; {len(movements)} movement(s)"
