"""
The key order of every request EmpireCore models, as JSON {command: [keys]} on stdout: the order its
request models declare their fields in, which is the order `to_payload` writes them (the game client's
value objects, as EmpireCore cites them). Read by shared/src/game-wire/key-order.test.ts.
"""

import importlib
import inspect
import json
import pkgutil

import empire_core
from empire_core.protocol.base import BaseRequest


def wire_name(name: str, field) -> str:
    alias = field.serialization_alias or field.alias or field.validation_alias
    return alias if isinstance(alias, str) else name


orders: dict[str, list[str]] = {}
for module_info in pkgutil.walk_packages(empire_core.__path__, "empire_core."):
    try:
        module = importlib.import_module(module_info.name)
    except Exception:  # a module needing an optional extra is not a request model
        continue
    for _, cls in inspect.getmembers(module, inspect.isclass):
        command = getattr(cls, "command", None)
        if issubclass(cls, BaseRequest) and cls is not BaseRequest and isinstance(command, str):
            orders.setdefault(command, [wire_name(name, field) for name, field in cls.model_fields.items()])

print(json.dumps(orders))
