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
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import re
import sys
import threading
import time
import traceback
from collections.abc import Callable
from typing import Any

from common import LogCapture, StepFailed, log
from reads import READ_STEPS
from reads_reports import REPORT_STEPS
from reads_events import EVENT_READ_STEPS
from reads_own import OWN_READ_STEPS

# The server drops a connection that sends more than 10 commands a second; four a second stays well clear
# of it even when an EmpireCore call sends two commands back to back (a castle join, then the action).
COMMAND_SPACING_S = 0.25
# The live server refuses an account's attack sent less than 4 s after its previous one (the simulator's
# rules.ts ATTACK_SPACING_MS, from EmpireCore attack/pacing.py:1-8); a player waits that long between attacks.
ATTACK_SPACING_S = 4.2
# How often the attack's return is polled with gam, and how long it may take at the test's time scale
# (a trip of a few real seconds each way).
ATTACK_POLL_S = 2.0
ATTACK_RETURN_LIMIT_S = 60.0
# Units the simulator's castles hold (wod 602, the spearman) and how many the attack and recruiting use.
SPEARMAN = 602
ATTACK_UNITS = 50
RECRUIT_UNITS = 5
TRANSFER_WOOD = 10
KINGDOM_UNITS = 7
# What production may add between cmi and the dcl read right after it (the test's time scale runs a
# castle's 300 an hour at about 50 a real second).
MARKET_STOCK_DRIFT = 200
DEFENCE_TOOLS = 2
TRAVEL_UNITS = 3
# The map read: at most 100 tiles a side (EmpireCore's and the game client's limit), around the castle.
MAP_HALF_SPAN = 50
# A tax collection of type 0 lasts 600 game seconds; at the test's time scale (600) that is one real
# second, so waiting a little longer lets txc collect a finished collection rather than a share.
TAX_WAIT_S = 1.5
# Before closing, the driver says so on stderr and waits this long, so the test can look at the server's
# session table while this session is certainly still open.
CLOSE_NOTICE_S = 1.0
CLOSE_MARKER = "DRIVE-BEFORE-CLOSE"


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
        self.commander_id: int | None = None
        self.attack: dict[str, Any] | None = None  # what the attack step sent, for the return step

    # ----------------------------------------------------------------------------------------------
    # Bookkeeping

    def pace(self) -> None:
        """Wait until COMMAND_SPACING_S has passed since the previous command of ours."""
        wait = self._last_command_at + COMMAND_SPACING_S - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        self._last_command_at = time.monotonic()

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
    # Steps

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

    def step_castle_details(self) -> str:
        self.pace()
        details = self.client.castle.get_details(self.castle.id)
        units = {int(k): v for k, v in details.units.items()}
        return (
            f"castle {details.castle_id}: W {details.wood} S {details.stone} F {details.food}, units {units}, "
            f"travelling {dict(details.travelling_units)}"
        )

    def step_quests(self) -> str:
        """
        The open quests EmpireCore read from the qli pushed after the login; a food donation (qdr) and the
        generals inn visit (fcq) that finish two of them, seen by EmpireCore as the qfi pushes remove them.
        """
        from empire_core.enums import QuestConditionType
        from empire_core.quests.models import QuestDonateResourcesRequest

        active = self.client.quests.active
        opened = {qid: list(q.progress) for qid, q in active.items()}
        # The simulator's START_QUESTS: 95 asks 400 food, 53271 the inn visit with target 1 (the game's table).
        if not {95, 53271} <= set(opened):
            raise StepFailed(f"qli listed {opened}, without quests 95 and 53271")
        self.pace()
        self.client.send(QuestDonateResourcesRequest(quest_id=95, food=400), wait=True)
        self.pace()
        self.client.quests.finish_condition(QuestConditionType.VISIT_GENERALS_INN, 1)
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline and ({95, 53271} & set(self.client.quests.active)):
            time.sleep(0.05)
        left = sorted(self.client.quests.active)
        if {95, 53271} & set(left):
            raise StepFailed(f"after qdr and fcq, EmpireCore still lists {left} as open")
        return f"qli read: {opened}; qdr 400 food finished 95, fcq visitGeneralsInn 1 finished 53271; open now {left}"

    def step_movements(self) -> str:
        self.pace()
        movements = self.client.movements.get_movements()
        return f"{len(movements)} movement(s) in state: " + ", ".join(
            f"{m.movement_id} type {int(m.movement_type)} D {m.direction}" for m in movements
        )

    def step_events(self) -> str:
        self.pace()
        events = self.client.events.refresh()
        return f"{len(events)} event(s) running: {sorted(int(e) for e in events)}"

    def step_presets(self) -> str:
        self.pace()
        presets = self.client.attack.get_presets()
        return f"{len(presets)} preset slot(s): {[p.index for p in presets]}"

    def step_berimond_camp(self) -> str:
        """Berimond opened (fsc, answered as fjf: EmpireCore applies its sei and mir.gcl), then a unit tent placed (ebu) and a plot unlocked (ebe) in the new camp."""
        from empire_core.castle import BuildRequest, BuyExtensionRequest
        from empire_core.enums import BuildingState, ExpansionType
        from empire_core.gamedata.ids.buildings import Building
        from empire_core.protocol.base import BaseRequest

        class OpenBerimond(BaseRequest):
            # Not modelled by EmpireCore; the shape is the GGE-BOT fork's (attackBerimondKingdom.js).
            command = "fsc"
            response_command = "fjf"
            ID: int = 2
            PWR: int = 0
            OC2: int = 0
            SID: int = 10

        self.pace()
        self.client.request_packet(OpenBerimond(), "fjf")
        camps = [c for c in self.client.state.get_castles() if int(c.kingdom_id) == 10]
        if len(camps) != 1:
            raise StepFailed(f"after fjf EmpireCore's castle list holds {len(camps)} Berimond camp(s)")
        camp = camps[0]
        self.pace()
        joined = self.client.castle.join(camp.id)
        wods = [r.wod_id for r in joined.buildings.buildings] if joined.buildings else []
        if Building.FACTION_UNITTENT_L1 not in wods:
            raise StepFailed(f"the camp's gca.BD holds no FACTION_UNITTENT_L1: {wods}")
        self.pace()
        built = self.client.send(BuildRequest(wod_id=Building.FACTION_UNITTENT_L1, x=195, y=235), wait=True)
        if built.building is None or built.building.state != BuildingState.BUILD_IN_PROGRESS or built.construction_list is None:
            raise StepFailed(f"ebu's NO row or scl unreadable: {built!r:.300}")
        self.pace()
        expanded = self.client.send(BuyExtensionRequest(x=190, y=220, rotation=2, expansion_type=ExpansionType.NORMAL), wait=True)
        if expanded.castle_buildings is None or expanded.resources is None:
            raise StepFailed(f"ebe's gca or grc unreadable: {expanded!r:.300}")
        return (f"fjf applied: camp {camp.id} at ({camp.x},{camp.y}); ebu placed object {built.building.object_id} "
                f"({Building(built.building.wod_id).name}, {built.building.state.name}); ebe accepted, "
                f"{len(expanded.castle_buildings.buildings)} building row(s) after")

    def step_next_tower(self) -> str:
        self.pace()
        found = self.client.map.find_next_tower()
        if found is None:
            raise StepFailed("fnt found no tower near the Berimond camp while Berimond runs")
        return f"tower found at ({found.x},{found.y})" if hasattr(found, "x") else f"tower found: {found!r:.200}"

    def area_around_castle(self) -> tuple[int, int, int, int, Any]:
        """The green map's rectangle around the castle (MAP_HALF_SPAN each way), its corners and what gaa answered."""
        from empire_core import Kingdom

        c = self.castle
        x1, y1 = max(0, c.x - MAP_HALF_SPAN), max(0, c.y - MAP_HALF_SPAN)
        x2, y2 = x1 + 2 * MAP_HALF_SPAN - 1, y1 + 2 * MAP_HALF_SPAN - 1
        self.pace()
        return x1, y1, x2, y2, self.client.map.scan_map_area(x1, y1, x2, y2, Kingdom.GREEN)

    def step_map(self) -> str:
        from empire_core import MapItemType

        c = self.castle
        x1, y1, x2, y2, area = self.area_around_castle()
        kinds: dict[str, int] = {}
        for item in area.items:
            kinds[item.item_type.name] = kinds.get(item.item_type.name, 0) + 1
        camps = [i for i in area.items if i.item_type == MapItemType.DUNGEON]
        if not camps:
            raise StepFailed(f"no robber baron camp (area type 2) in ({x1},{y1})-({x2},{y2}); rows by type {kinds}")
        # A camp not on cooldown (a negative or missing cooldown means none); of those the one beaten least
        # often, since a camp's defence grows with its victory count, so that 50 spearmen come home; then
        # the nearest.
        ready = [i for i in camps if (i.attack_cooldown_seconds or 0) <= 0] or camps
        self.camp = min(ready, key=lambda i: (i.victory_count or 0, (i.x - c.x) ** 2 + (i.y - c.y) ** 2))
        self.other_camps = [i for i in ready if (i.x, i.y) != (self.camp.x, self.camp.y)]
        camp = self.camp
        return (
            f"gaa ({x1},{y1})-({x2},{y2}) kingdom 0: {len(area.items)} row(s) {kinds}, {len(area.owners)} owner(s); "
            f"camp at ({camp.x},{camp.y}) victories {camp.victory_count} cooldown {camp.attack_cooldown_seconds}"
        )

    def step_event_camps(self) -> str:
        """The invasion events' camps (the test runs events 71, 72, 80, 85 and 103), each row read by its own parser."""
        from empire_core import MapItemType

        x1, y1, x2, y2, area = self.area_around_castle()
        # The field each type's parser must fill: the cooldown where the row has one, else the alien level.
        wanted = {
            MapItemType.NOMAD_CAMP: "attack_cooldown_seconds",
            MapItemType.SAMURAI_CAMP: "attack_cooldown_seconds",
            MapItemType.FACTION_INVASION_CAMP: "attack_cooldown_seconds",
            MapItemType.ALLIANCE_NOMAD_CAMP: "attack_cooldown_seconds",
            MapItemType.DAIMYO_CASTLE: "attack_cooldown_seconds",
            MapItemType.DAIMYO_TOWNSHIP: "attack_cooldown_seconds",
            MapItemType.ALIEN_CAMP: "dungeon_level",
            MapItemType.RED_ALIEN_CAMP: "dungeon_level",
        }
        seen: dict[str, int] = {}
        for item in area.items:
            field = wanted.get(item.item_type)
            if field is None:
                continue
            if getattr(item, field, None) is None:
                raise StepFailed(f"{item.item_type.name} at ({item.x},{item.y}) parsed without {field}: {item!r:.300}")
            seen[item.item_type.name] = seen.get(item.item_type.name, 0) + 1
        missing = sorted(t.name for t in wanted if t.name not in seen)
        if missing:
            raise StepFailed(f"no row of {missing} in ({x1},{y1})-({x2},{y2}); event camps read: {seen}")
        return f"event camps read by type: {seen}"

    def step_commanders(self) -> str:
        self.pace()
        commanders = self.client.commanders.get_commanders()
        if not commanders:
            raise StepFailed("gli listed no commander (C)")
        self.commander_id = commanders[0].commander_id
        return f"{len(commanders)} commander(s) {[k.commander_id for k in commanders]}; picked {self.commander_id}"

    def send_spearmen(self, camp: Any) -> int | None:
        """ATTACK_UNITS spearmen from the castle at a camp with our commander; the new movement's id, or None."""
        from empire_core import AttackWave, WaveFlank

        castle = self.castle
        known = {m.movement_id for m in self.client.state.get_all_movements()}
        # A quick trip home can end inside the 4 s (CI once sent the recall's attack 3 s after the first).
        wait = getattr(self, "_last_attack_at", 0.0) + ATTACK_SPACING_S - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        self._last_attack_at = time.monotonic()
        self.client.attack.send_attack(
            source_x=castle.x,
            source_y=castle.y,
            target_x=camp.x,
            target_y=camp.y,
            waves=[AttackWave(middle=WaveFlank(units={SPEARMAN: ATTACK_UNITS}))],
            commander_id=self.commander_id,
            kingdom_id=castle.kingdom_id,
        )
        # send_attack returns nothing; the movement in its reply (AAM) is stored in state.
        new = [m for m in self.client.state.get_all_movements() if m.movement_id not in known]
        return new[0].movement_id if new else None

    def step_attack(self) -> str:
        if self.camp is None:
            raise StepFailed("needs the camp the map step finds")
        if self.commander_id is None:
            raise StepFailed("needs the commander the commanders step picks")
        castle, camp = self.castle, self.camp
        before, stock_before = self.home(castle.id)
        self.pace()
        attack_mid = self.send_spearmen(camp)
        sent_at = time.monotonic()
        after_send, _ = self.home(castle.id)
        self.attack = {"mid": attack_mid, "sent_at": sent_at, "before": before, "stock_before": stock_before, "after_send": after_send}
        if after_send > before - ATTACK_UNITS:
            raise StepFailed(f"cra accepted (MID {attack_mid}) but the castle still holds {after_send} of {before} spearmen")
        return (
            f"cra accepted: MID {attack_mid} from ({castle.x},{castle.y}) to camp ({camp.x},{camp.y}) with commander "
            f"{self.commander_id}; spearmen at home {before} -> {after_send}"
        )

    def step_recall(self) -> str:
        """A second attack, recalled at once (mcm): the reply is the movement turned round (D 1)."""
        if not getattr(self, "other_camps", None):
            raise StepFailed("needs a second ready camp from the map step")
        camp = self.other_camps[0]
        self.pace()
        mid = self.send_spearmen(camp)
        if mid is None:
            raise StepFailed("cra accepted but no new movement in state")
        # At once, as a person pressing retreat: 600 s of game time are one second at the test's 600x.
        recalled = self.client.movements.recall(mid)
        if recalled.movement.movement_id != mid or recalled.movement.direction != 1:
            raise StepFailed(f"mcm's A is not the attack turned round: {recalled!r:.300}")
        return f"cra then mcm: MID {mid} to camp ({camp.x},{camp.y}) turned round (D 1)"

    def step_attack_return(self) -> str:
        if self.attack is None:
            raise StepFailed("needs the attack the attack step sends")
        castle = self.castle
        attack_mid, sent_at, after_send = self.attack["mid"], self.attack["sent_at"], self.attack["after_send"]
        seen_out = False
        returning: dict[int, Any] = {}  # MID -> the loot (G) it carried, as sent
        outcome = None
        first = True
        while time.monotonic() - sent_at < ATTACK_RETURN_LIMIT_S:
            # The first look comes at once: a trip of a few seconds may otherwise pass between two polls.
            if not first:
                time.sleep(ATTACK_POLL_S)
            first = False
            current = self.raw_movements()
            mids = {w["M"].get("MID") for w in current}
            if attack_mid in mids:
                seen_out = True
            for w in current:
                m = w["M"]
                if m.get("D") == 1 and m.get("OID", self.player_id) == self.player_id:
                    returning[m.get("MID")] = w.get("G")
            if returning and not (set(returning) & mids):
                outcome = "the returning movement was listed, then left the list"
                break
            if not returning and attack_mid not in mids and not any(w["M"].get("OID") == self.player_id for w in current):
                # The whole trip may fit between two polls: then the units back home tell.
                home, _ = self.home(castle.id)
                if home > after_send:
                    outcome = f"no movement of ours listed and the castle's units came back ({after_send} -> {home})"
                    break
        took = time.monotonic() - sent_at
        final, stock_after = self.home(castle.id)
        # The stock change says roughly what the loot was when no returning movement was caught (it
        # includes the production of those seconds).
        delta = " ".join(f"{k} {b - a:+d}" for k, a, b in zip("WSF", self.attack["stock_before"], stock_after))
        summary = (
            f"MID {attack_mid}: outbound listed {seen_out}; returning MID(s) {sorted(returning, key=str)}; "
            f"loot {[g for g in returning.values() if g] or 'none seen'}; spearmen at home {self.attack['before']} "
            f"before, {after_send} after sending, {final} at the end; stock {delta}; {took:.1f}s after sending"
        )
        if outcome is None:
            raise StepFailed(f"the attack did not come home within {ATTACK_RETURN_LIMIT_S:.0f}s: {summary}")
        return f"{outcome}: {summary}"

    def step_skip(self) -> str:
        from empire_core import Kingdom
        from empire_core.attack import MinuteSkipDungeonRequest

        if self.camp is None:
            raise StepFailed("needs the camp the map step finds")
        self.pace()
        reply = self.client.send(
            MinuteSkipDungeonRequest(x=self.camp.x, y=self.camp.y, minute_skip="MS1", kingdom_id=Kingdom.GREEN),
            wait=True,
        )
        area = getattr(reply, "area", None)
        if area is None:
            return "msd accepted; the reply carried no readable camp row (AI)"
        return f"msd accepted; camp ({area.x},{area.y}) cooldown now {area.attack_cooldown_seconds}, victories {area.victory_count}"

    def step_tax_info(self) -> str:
        self.pace()
        tax = self.client.castle.get_tax_info()
        return f"status {tax.status.name}, type {tax.tax_type}, {tax.remaining_seconds}s left, expects {tax.expected_income}"

    def step_tax_start(self) -> str:
        self.pace()
        reply = self.client.castle.start_tax(0)
        tax = reply.tax_info.tax if reply.tax_info else None
        return f"started type 0; status {tax.status.name if tax else 'not sent'}"

    def step_tax_collect(self) -> str:
        time.sleep(TAX_WAIT_S)
        self.pace()
        reply = self.client.castle.collect_tax()
        return f"collected {reply.collected} coin(s); coins now {reply.currencies.coins if reply.currencies else 'not sent'}"

    def step_recruit(self) -> str:
        from empire_core.army import ProduceUnitsRequest, ProductionListId

        # army.produce_units prices the unit first from the game data, which EmpireCore downloads from
        # the live CDN (a version check on every load), unless spend_rubies=True, which changes the
        # request (PWR 1: rubies pay missing resources). So the same two commands it sends, jca then bup
        # with PWR 0, go out here through the public castle.join and the generic send.
        castle = self.castle
        self.pace()
        self.client.castle.join(castle.id)
        self.pace()
        reply = self.client.send(
            ProduceUnitsRequest(
                list_id=ProductionListId.SOLDIERS,
                wod_id=SPEARMAN,
                amount=RECRUIT_UNITS,
                kingdom_id=castle.kingdom_id,
                castle_id=castle.id,
            ),
            wait=True,
        )
        queue = getattr(reply, "production_list", None)
        slots = f"; spl lists {len(queue.queue)} slot(s)" if queue is not None else "; no spl in the reply"
        return f"bup accepted for {RECRUIT_UNITS} of wod {SPEARMAN}{slots}"

    def step_building(self) -> str:
        from empire_core.castle import ShowConstructionListRequest, UpgradeBuildingRequest
        from empire_core.enums import BuildingState
        from empire_core.gamedata.ids.buildings import Building

        self.pace()
        joined = self.client.castle.join(self.castle.id)
        rows = joined.buildings.buildings if joined.buildings else []
        if not rows:
            raise StepFailed("the jaa reply to jca carried no building rows (gca.BD)")
        busy = {BuildingState.BUILD_IN_PROGRESS, BuildingState.UPGRADE_IN_PROGRESS, BuildingState.REPAIR_IN_PROGRESS,
                BuildingState.DISASSEMBLE_IN_PROGRESS, BuildingState.WAIT_FOR_SERVER}
        row = next((r for r in rows if r.object_id > 0 and r.state not in busy), None)
        if row is None:
            raise StepFailed(f"no idle building in gca.BD: {[(r.wod_id, r.object_id, r.state) for r in rows]}")
        # client.castle.upgrade_building prices the next level from the game data (a CDN download);
        # the request it then sends is this one.
        self.pace()
        reply = self.client.send(UpgradeBuildingRequest(object_id=row.object_id), wait=True)
        # The wod ids are the game's: the row's building and level by EmpireCore's own table, and the
        # upgrade's target is the same building one level up.
        now = Building(row.wod_id)
        changed = reply.buildings[0] if reply.buildings else None
        if changed is None or changed.state != BuildingState.UPGRADE_IN_PROGRESS:
            raise StepFailed(f"eup's O row is not upgrading: {changed}")
        target = Building(changed.upgrade_target_wod_id)
        if target.name.rsplit("_L", 1)[0] != now.name.rsplit("_L", 1)[0] or target.level != now.level + 1:
            raise StepFailed(f"eup's target {target.name} is not {now.name} one level up")
        if reply.construction_list is None or row.object_id not in [slot.object_id for slot in reply.construction_list.slots]:
            raise StepFailed(f"eup's scl does not hold object {row.object_id}: {reply.construction_list}")
        self.pace()
        slots = self.client.send(ShowConstructionListRequest(), wait=True)
        held = [slot.object_id for slot in slots.slots]
        if row.object_id not in held:
            raise StepFailed(f"scl does not hold object {row.object_id}: {held}")
        return (f"{len(rows)} building row(s); eup accepted for object {row.object_id}: {now.name} → {target.name}, "
                f"state {changed.state.name}; scl holds it ({held}, {slots.slot_count} slot)")

    def step_transfer(self) -> str:
        from empire_core import Resource

        castles = self.client.state.get_castles()
        source = self.castle
        targets = [c for c in castles if c.id != source.id and int(c.kingdom_id) == int(source.kingdom_id)]
        if not targets:
            listed = ", ".join(f"{c.id} kingdom {int(c.kingdom_id)} at ({c.x},{c.y})" for c in castles)
            return f"skipped: no second castle in the same kingdom (castles: {listed})"
        target = targets[0]
        self.pace()
        self.client.movements.send_resources(source.id, target.x, target.y, {Resource.WOOD: TRANSFER_WOOD})
        return f"crm accepted: {TRANSFER_WOOD} wood from {source.id} to {target.id} at ({target.x},{target.y})"

    def step_market_info(self) -> str:
        """
        The Marketplace's overview (cmi, ``client.movements.get_market_info``) right after the transfer:
        every castle listed, the source castle's carriages with the one that took the wood still on the
        road, and its stock as dcl reads it a moment later (production runs meanwhile, so dcl may show a
        little more, never less).
        """
        self.pace()
        listed = {c.castle_id: c for c in self.client.movements.get_market_info()}
        missing = [c.id for c in self.client.state.get_castles() if c.id not in listed]
        if missing:
            raise StepFailed(f"cmi does not list castle(s) {missing}: {sorted(listed)}")
        source = listed[self.castle.id]
        if source.total_carriages <= 0 or source.available_carriages != source.total_carriages - 1:
            raise StepFailed(f"one carriage should be on the road: {source.available_carriages} of {source.total_carriages} at home")
        _, stock = self.home(self.castle.id)
        read = (source.wood, source.stone, source.food)
        if any(not 0 <= dcl - cmi <= MARKET_STOCK_DRIFT for cmi, dcl in zip(read, stock)):
            raise StepFailed(f"cmi's stock {read} is not dcl's {stock}")
        return (f"cmi lists {len(listed)} castle(s); castle {source.castle_id}: {source.available_carriages}/{source.total_carriages} "
                f"carriages at home, W S F {read} (dcl {stock})")

    def step_kingdom_transfer(self) -> str:
        """Spearmen to the account's castle in the Burning Sands (kut); the reply's kpi lists them on their way."""
        from empire_core import Kingdom

        sands = [c for c in self.client.state.get_castles() if int(c.kingdom_id) == int(Kingdom.SANDS)]
        if not sands:
            raise StepFailed("no castle in the Burning Sands in the castle list (gcl)")
        self.pace()
        self.client.movements.transfer_units_to_kingdom(self.castle.id, Kingdom.SANDS, {SPEARMAN: KINGDOM_UNITS})
        info = self.client.state.get_kingdoms()
        if info is None:
            raise StepFailed("no kpi arrived with the kut reply")
        on_way = [t for t in info.unit_transfers if int(t.kingdom_id) == int(Kingdom.SANDS)]
        if not on_way or sum(u.amount for u in on_way[0].units) != KINGDOM_UNITS:
            raise StepFailed(f"kpi.UT does not list {KINGDOM_UNITS} units to the Burning Sands: {info.unit_transfers!r:.300}")
        unlocked = sorted(int(k.kingdom_id) for k in info.kingdoms if k.is_unlocked)
        # Goods the same way (kgt); the reply's kpi lists them under RT.
        from empire_core import Resource

        self.pace()
        self.client.movements.transfer_goods_to_kingdom(self.castle.id, Kingdom.SANDS, {Resource.WOOD: TRANSFER_WOOD})
        goods = self.client.state.get_kingdoms()
        goods_on_way = [t for t in (goods.goods_transfers if goods else ()) if int(t.kingdom_id) == int(Kingdom.SANDS)]
        if not goods_on_way:
            raise StepFailed(f"kpi.RT does not list the wood sent to the Burning Sands: {goods!r:.300}")
        return f"kut and kgt accepted; kpi: unlocked {unlocked}, {KINGDOM_UNITS} units and {len(goods_on_way[0].goods)} goods row(s) on their way"

    def step_defence(self) -> str:
        """Reads the castle's defence (dfc), puts stocked tools on the wall (dfw), in the moat (dfm) and sets the keep (dfk)."""
        c = self.castle
        self.pace()
        before = self.client.defense.get_own_defense(c.x, c.y, c.id)
        stock = {int(k): v for k, v in before.inventory().items()}
        tools = [wod for wod in (645, 634) if stock.get(wod, 0) >= DEFENCE_TOOLS]
        if len(tools) < 2:
            raise StepFailed(f"the castle stocks no bulwarks (645) and stakes (634) to place: gui.I {stock}")
        wall = before.wall
        if wall is None or before.moat is None or before.keep is None:
            raise StepFailed(f"dfc carried no dfw/dfm/dfk: {before!r:.300}")
        left = [(645, DEFENCE_TOOLS)] + [tuple(s) for s in wall.left.slots[1:]]
        self.pace()
        set_wall = self.client.defense.set_wall(c.x, c.y, c.id, wall.model_copy(update={"left": wall.left.model_copy(update={"slots": left})}))
        self.pace()
        set_moat = self.client.defense.set_moat(c.x, c.y, c.id, before.moat.model_copy(update={"left_slots": [(634, DEFENCE_TOOLS)]}))
        self.pace()
        self.client.defense.set_keep(c.x, c.y, c.id, before.keep)
        self.pace()
        after = self.client.defense.get_own_defense(c.x, c.y, c.id)
        placed = (list(after.wall.left.slots[0]) if after.wall else None, list(after.moat.left_slots[0]) if after.moat else None)
        if placed != ([645, DEFENCE_TOOLS], [634, DEFENCE_TOOLS]):
            raise StepFailed(f"dfc after dfw/dfm shows {placed}; dfw answered {set_wall.left!r:.200}, dfm {set_moat!r:.200}")
        return f"dfc, dfw, dfm, dfk accepted; wall left {placed[0]}, moat left {placed[1]}"

    def step_ally_support(self) -> str:
        """An attack on an alliance member, announced by EmpireCore from gam (the member's owner record names the alliance), then support sent to that castle (cds)."""
        self.pace()
        self.client.movements.get_movements()
        me = self.player_id
        on_members = [m for m in self.client.movements.announced_attacks if m.target_id not in (-1, me)]
        if not on_members:
            raise StepFailed(f"no attack on an alliance member announced; tracked: {[(m.movement_id, m.target_id, m.owner_id) for m in self.client.movements.tracked]}")
        attack = on_members[0]
        area = attack.target_area
        if area is None:
            raise StepFailed(f"the attack on member {attack.target_id} has no target area")
        commanders = [k.commander_id for k in self.client.commanders.get_commanders() if k.commander_id != self.commander_id]
        if not commanders:
            raise StepFailed("no free commander to lead the support")
        self.pace()
        self.client.movements.send_support(self.castle.id, area.x, area.y, {SPEARMAN: TRAVEL_UNITS}, commanders[0], wait_time=1)
        return (f"attack {attack.movement_id} on member {attack.target_id} (alliance {attack.target_alliance_id}) announced; "
                f"cds accepted: {TRAVEL_UNITS} spearmen to ({area.x},{area.y}) led by commander {commanders[0]}")

    def step_troops_home(self) -> str:
        """Spearmen to the account's second castle in the Great Empire (cat), led by a commander not away."""
        castles = self.client.state.get_castles()
        source = self.castle
        targets = [c for c in castles if c.id != source.id and int(c.kingdom_id) == int(source.kingdom_id)]
        if not targets:
            raise StepFailed("no second castle in the Great Empire")
        self.pace()
        commanders = [k.commander_id for k in self.client.commanders.get_commanders() if k.commander_id != self.commander_id]
        if not commanders:
            raise StepFailed("no second commander to lead the troops")
        self.pace()
        self.client.movements.send_troops(source.x, source.y, targets[0].x, targets[0].y, {SPEARMAN: TRAVEL_UNITS}, commanders[-1])
        return f"cat accepted: {TRAVEL_UNITS} spearmen from {source.id} to {targets[0].id} led by commander {commanders[-1]}"

    def step_alliance_help(self) -> str:
        """The help list from the login data (ahl), help for all (aha), and a build help request of our own (ahr)."""
        requests = self.client.alliance.help_requests
        if len(requests) != 1 or requests[0].help_type != 4 or not requests[0].params.object_id:
            raise StepFailed(f"the login data's ahl does not hold the one build request the test made: {requests!r:.300}")
        self.pace()
        self.client.alliance.help_all()
        own = self.client.state.get_castles()[0]
        self.pace()
        joined = self.client.castle.join(own.id)
        building = next(r.object_id for r in joined.buildings.buildings if r.object_id > 0)
        self.pace()
        self.client.alliance.request_build_help(building)
        return f"ahl read ({len(requests)} request by {requests[0].player_name}); aha sent; ahr sent for building {building}"

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

    steps: list[tuple[str, str, Callable[[], str], list[str] | None]] = [
        ("castle_details", "dcl", driver.step_castle_details, None),
        ("quests", "qli+qdr+fcq+qfi", driver.step_quests, None),
        ("movements", "gam", driver.step_movements, None),
        ("events", "sei", driver.step_events, None),
        ("presets", "gas", driver.step_presets, None),
        ("berimond_camp", "fsc+jca+ebu+ebe", driver.step_berimond_camp, None),
        ("next_tower", "fnt", driver.step_next_tower, None),
        ("map", "gaa", driver.step_map, None),
        ("event_camps", "gaa", driver.step_event_camps, None),
        ("commanders", "gli", driver.step_commanders, None),
        ("attack", "cra", driver.step_attack, None),
        # The skip goes out while the army is on its way: the camp is claimed (on cooldown) from the
        # moment the attack leaves, and at a fast time scale its cooldown may be over before the army
        # is home, which would make the skip's answer depend on the trip's length.
        ("skip", "msd", driver.step_skip, None),
        ("attack_return", "gam", driver.step_attack_return, None),
        ("recall", "cra+mcm", driver.step_recall, None),
        ("tax_info", "txi", driver.step_tax_info, None),
        ("tax_start", "txs", driver.step_tax_start, None),
        ("tax_collect", "txc", driver.step_tax_collect, None),
        ("recruit", "jca+bup", driver.step_recruit, None),
        ("building", "jca+eup", driver.step_building, None),
        ("transfer", "crm", driver.step_transfer, None),
        ("market_info", "cmi", driver.step_market_info, None),
        ("kingdom_transfer", "kut+kgt", driver.step_kingdom_transfer, None),
        ("defence", "dfc+dfw+dfm+dfk", driver.step_defence, None),
        ("troops_home", "cat", driver.step_troops_home, None),
        ("alliance_help", "ahl+aha+ahr", driver.step_alliance_help, None),
        ("ally_support", "gam+cds", driver.step_ally_support, None),
        # The web client's reads (reads.py), in the same session: they fill the wait before the hold.
        *[(name, command, (lambda read=read: read(driver)), expect) for name, command, read, expect in [*READ_STEPS, *REPORT_STEPS, *EVENT_READ_STEPS, *OWN_READ_STEPS]],
        ("hold", "gam", driver.step_hold, None),
    ]
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
