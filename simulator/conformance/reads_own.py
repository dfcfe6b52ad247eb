"""
EmpireCore's reads of the player's own systems (issue 36), each through the EmpireCore service method
that sends it and parsed by its model: the daily login bonus and a pick (``alb``, ``clb``), the startup
bonus collected (``sli``, ``slc``), a patch note's rewards read and collected (``gpn``, ``cpn``), loot boxes (``gls``), construction items and the expired ones (``gii``,
``aec``), the mercenary camp with a mission started (``mpe``), an alliance member's defence screen
(``sdi``), generals (``gie``), equipment and its auto-sell rules (``gei``, ``asg``) and the legend skills
(``skl``). drive.py runs them in its one session, after reads.py's. Our own code; it calls EmpireCore and
copies none of it.

Each step takes the Driver and returns its detail; the test (simulator/empire-core.test.ts) checks
details against the server's world.
"""

from __future__ import annotations

from typing import Any

from common import StepFailed, Steps

SPEARMAN = 602

# The steps of this file, run in the order they are written (drive.py runs the files in turn).
OWN_READ_STEPS = Steps()


@OWN_READ_STEPS.add("alb+clb")
def login_bonus(driver: Any) -> str:
    """alb (EmpireCore asks it only from 1,200 XP: the test gives the account that many won fights), then
    today's first reward picked (clb), as the daily dialog does."""
    driver.pace()
    bonus = driver.client.rewards.get_login_bonus()
    today = bonus.today
    if today is None or not today.rewards or today.picked is not None:
        raise StepFailed(f"alb: day {bonus.day_index} has no reward left to pick: {bonus!r:.300}")
    reward = today.rewards[0]
    driver.pace()
    after = driver.client.rewards.collect_login_bonus(reward)
    picked = after.today.picked if after.today else None
    if picked is None or picked.key != reward.key or after.has_anything_to_collect():
        raise StepFailed(f"clb: today's pick reads {picked!r}, not {reward.key}")
    return f"alb: day {bonus.day_index}, {len(bonus.days)} day(s), {len(today.rewards)} reward(s) today; clb picked {picked.key} {picked.amount}"


@OWN_READ_STEPS.add("sli+slc+sli")
def startup_bonus(driver: Any) -> str:
    driver.pace()
    before = driver.client.rewards.get_startup_bonus()
    if not before.collectable:
        raise StepFailed(f"sli: the first startup reward cannot be collected: {before!r}")
    driver.pace()
    driver.client.rewards.collect_startup_bonus()
    driver.pace()
    after = driver.client.rewards.get_startup_bonus()
    if after.next_reward_id != before.next_reward_id + 1 or after.can_collect:
        raise StepFailed(f"sli after slc: {after!r}")
    return f"sli: reward {before.next_reward_id} collected (slc), next {after.next_reward_id}, collectable {after.can_collect}"


@OWN_READ_STEPS.add("gpn+gpn+cpn")
def patch_note(driver: Any) -> str:
    """The patch note the test put in the mailbox (sne at login): its rewards (gpn), then collected (gpn, cpn)."""
    notes = [m for m in driver.client.messages.mailbox if m.patch_note_header() is not None]
    if len(notes) != 1:
        raise StepFailed(f"sne lists {len(notes)} patch note(s), not 1")
    note = notes[0]
    header = note.patch_note_header()
    driver.pace()
    rewards = driver.client.rewards.get_patch_note_rewards(note.message_id)
    if not rewards or header.collected:
        raise StepFailed(f"patch note {header.patch_note_id}: rewards {rewards!r}, collected {header.collected}")
    driver.pace()
    driver.client.rewards.collect_patch_note_rewards(note.message_id)
    listed = ", ".join(f"{r.key} {r.amount}" for r in rewards)
    return f"gpn {header.patch_note_id} (message {note.message_id}): {listed}; cpn collected"


@OWN_READ_STEPS.add("gls+gii+aec")
def inventories(driver: Any) -> str:
    """gls (loot boxes), gii (construction items in storage) and aec (castles with expired items)."""
    castle = driver.client.castle
    boxes, items, expired = driver.paced(driver.client.player.get_loot_boxes, castle.get_construction_items, castle.get_expired_construction_items)
    held = sorted((int(b.loot_box_id), b.amount) for b in boxes.loot_boxes)
    stored = sorted((int(i.construction_item_id), i.amount) for i in items.items)
    return f"gls: {held}; gii: {stored}; aec: {len(expired.areas)} castle(s)"


@OWN_READ_STEPS.add("mpe+mpe+mpe")
def mercenaries(driver: Any) -> str:
    """mpe: the camp's missions, the first one started (its price paid), then listed as started."""
    from empire_core.enums import MercenaryMissionState

    driver.pace()
    missions = driver.client.castle.list_missions()
    if not missions.missions:
        raise StepFailed("mpe lists no mission")
    first = missions.missions[0]
    driver.pace()
    driver.client.castle.start_mission(first.mission_id)
    driver.pace()
    after = driver.client.castle.list_missions().get_mission(first.mission_id)
    if after is None or after.state != MercenaryMissionState.STARTED:
        raise StepFailed(f"mission {first.mission_id} after the start: {after!r}")
    return f"mpe: {len(missions.missions)} mission(s), next in {missions.next_missions_seconds}s; started {first.mission_id} for {first.price} coins"


@OWN_READ_STEPS.add("wsp+sdi")
def ally_defence(driver: Any) -> str:
    """sdi on the member's castle (found by name, wsp) from our first castle, as the support button asks."""
    driver.pace()
    found = driver.client.player.search_player_by_name(driver.args.ally)
    if found.x is None:
        raise StepFailed(f"wsp found no castle of {driver.args.ally}")
    c = driver.castle
    driver.pace()
    info = driver.client.defense.get_support_defense_info(found.x, found.y, c.x, c.y)
    army = info.defense_positions
    if army is None or info.castle_id != c.id:
        raise StepFailed(f"sdi: source {info.castle_id}, defenders {army!r}")
    keep = sum(s.amount for s in army.keep)
    support = sum(s.amount for s in army.support)
    return f"sdi ({found.x},{found.y}): keep {keep}, support {support}, {len(info.commander_roster.commanders)} commander(s)"


@OWN_READ_STEPS.add("gie+gei+asg+skl")
def gear(driver: Any) -> str:
    """gie (generals), gei (equipment not worn), asg (auto-sell rules) and skl (legend skills)."""
    client = driver.client
    generals, items, rules, skills = driver.paced(
        client.commanders.get_generals, client.equipment.get_inventory, client.equipment.get_auto_sell, client.player.get_skills
    )
    if not generals or not items:
        raise StepFailed(f"gie lists {len(generals)} general(s), gei {len(items)} item(s)")
    fights = sum(g.wins + g.defeats for g in generals)
    return (f"gie: {sorted(g.general_id for g in generals)}, {fights} fight(s); gei: {len(items)} item(s); "
            f"asg: {len(rules.equipment)} rule(s); skl: SP {skills.total_points}")


@OWN_READ_STEPS.add("gui+jca+hru+spl+hdu+gui")
def hospital(driver: Any) -> str:
    """The wounded the test laid in the first castle's hospital (gui HI, army.get_units_response), two of them
    healed (hru after jca: army.heal_units prices the unit from the game data EmpireCore downloads from the
    live CDN first, so its request goes out raw after castle.join, as recruit does in economy.py), the
    hospital list read (spl LID 2), one sent away (army.dismiss_wounded) and the hospital read again."""
    from empire_core.army import HealUnitsRequest, ProductionListId

    army, castle = driver.client.army, driver.castle
    driver.pace()
    wounded = int(army.get_units_response(castle.id).hospital.get(SPEARMAN, 0))
    if wounded < 3:
        raise StepFailed(f"gui: {wounded} wounded spearmen in castle {castle.id}, the test laid more")
    driver.pace()
    driver.client.castle.join(castle.id)
    driver.pace()
    healed = driver.client.send(HealUnitsRequest(wod_id=SPEARMAN, amount=2), wait=True)
    slots = healed.production_list.hospital_slots if healed.production_list else []
    if not slots or slots[0].wod_id != SPEARMAN or slots[0].amount != 2 or healed.currencies is None:
        raise StepFailed(f"hru: hospital slots {slots!r}, currencies {healed.currencies!r}")
    driver.pace()
    listed = army.get_production_list(castle.id, ProductionListId.HOSPITAL)
    driver.pace()
    army.dismiss_wounded(castle.id, SPEARMAN, 1)
    driver.pace()
    left = int(army.get_units_response(castle.id).hospital.get(SPEARMAN, 0))
    if left != wounded - 3:
        raise StepFailed(f"gui after hru 2 and hdu 1: {left} wounded of {wounded}")
    return (f"gui: {wounded} wounded; hru 2: slot {slots[0].remaining_seconds}s, coins {healed.currencies.coins}; "
            f"spl LID 2: {len(listed.hospital_slots)} slot(s); hdu 1: {left} wounded left")
