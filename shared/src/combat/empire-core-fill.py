"""
EmpireCore's port of the client's wave auto-fill and camp defence, run on the game tables this repository
reads (../shared/game-data: units.json, dungeons.json, lords.json), for auto-fill.test.ts and
camp-defence.test.ts. Reads a JSON request on stdin, writes JSON on stdout.

  {"fill": [{"pool": [[wodId, n], ...], "victories": v, "kingdom": k, "attacker": level, "events": bool}, ...],
   "yard": [the same cases], "defence": [[victories, kingdom], ...]}
"""

import json
import sys
from pathlib import Path

from empire_core.combat.defense import robber_baron_camp_defense, robber_baron_camp_level
from empire_core.combat.capacity import yard_capacity
from empire_core.combat.solver import FillOptions, Inventory, fill_waves, fill_yard_wave
from empire_core.enums import Flank, Kingdom, MapItemType
from empire_core.gamedata import GameData

TABLES = Path(sys.argv[1])
items = {name: json.loads((TABLES / f"{name}.json").read_text()) for name in ("units", "dungeons", "lords")}
# The castle wall's and gate's protection by level, the six rows of gge-data data/items/buildings.json at
# bedfa103 that camp-defence.ts cites (the repository keeps no copy of the whole buildings table).
items["buildings"] = [{"wodID": w, "wallBonus": b} for w, b in ((501, 30), (502, 50), (503, 70))] + [
    {"wodID": g, "gateBonus": b} for g, b in ((450, 30), (451, 50), (452, 70))
]
data = GameData.parse("747.05", items)
FLANKS = {"L": Flank.LEFT, "M": Flank.MIDDLE, "R": Flank.RIGHT}


def stacks(slots):
    return [[slot.item, slot.amount] for slot in slots if slot.item is not None and slot.amount > 0]


def filled(case):
    kingdom = Kingdom(case["kingdom"])
    defence = robber_baron_camp_defense(case["victories"], kingdom, game_data=data)
    waves = fill_waves(
        Inventory(dict((wod, n) for wod, n in case["pool"])),
        level=robber_baron_camp_level(case["victories"], kingdom),
        attacker_level=case["attacker"],
        defense={flank: defence[flank] for flank in FLANKS.values()},
        options=FillOptions(allow_event_tools=case["events"]),
        area_type=int(MapItemType.DUNGEON),
        space_id=case["kingdom"],
        target_is_player=False,
        game_data=data,
    )
    sides = {"L": "left", "M": "middle", "R": "right"}
    return [{f: {"units": stacks(getattr(w, side).units), "tools": stacks(getattr(w, side).tools)} for f, side in sides.items()} for w in waves]


def yard(case):
    """The courtyard wave from the same pool, against the keep (``fill_yard_wave``)."""
    kingdom = Kingdom(case["kingdom"])
    level = robber_baron_camp_level(case["victories"], kingdom)
    keep = robber_baron_camp_defense(case["victories"], kingdom, game_data=data)[Flank.YARD]
    pool = Inventory(dict((wod, n) for wod, n in case["pool"]))
    return stacks(fill_yard_wave(pool, yard_capacity(case["attacker"], level), defender=keep, game_data=data))


def defended(victories, kingdom):
    defence = robber_baron_camp_defense(victories, Kingdom(kingdom), game_data=data)
    names = {"L": Flank.LEFT, "M": Flank.MIDDLE, "R": Flank.RIGHT, "K": Flank.YARD}
    return {
        f: [
            d.melee_units_melee_strength,
            d.melee_units_range_strength,
            d.range_units_melee_strength,
            d.range_units_range_strength,
            d.melee_bonus,
            d.range_bonus,
            d.wall_bonus,
            d.gate_bonus,
            d.moat_bonus,
        ]
        for f, d in ((f, defence[flank]) for f, flank in names.items())
    }


request = json.load(sys.stdin)
print(
    json.dumps(
        {
            "fill": [filled(c) for c in request.get("fill", [])],
            "yard": [yard(c) for c in request.get("yard", [])],
            "defence": [defended(v, k) for v, k in request.get("defence", [])],
        }
    )
)
