"""The position editor, the session's part (docs/editor.md): opening it and routing its commands to
app/editor.py, which holds the editor's state and screens."""
from __future__ import annotations

from .. import games
from .text import TEXT


def _editor():
    from . import editor        # imported on the editor's first use: a plain game never loads it
    return editor


class EditorSession:
    """The editor's methods of :class:`pondside.app.session.Session` (its state: ``self.editor``)."""

    def _cmd_editor(self, data, fields):
        if self.screen == "editor" or data["cmd"] == "edit_here":
            self.editor_command(data["cmd"], data, fields)

    def editor_command(self, cmd, data, fields):
        """The position editor's taps (docs/editor.md); ``edit_here`` opens it on the game (or the replay's
        step) on screen."""
        ed, E = self.editor, _editor()
        if cmd == "edit_here" and self.screen == "position" and (self.migrated or {}).get("text"):
            name = self.game.name
            self.editor = E.new(name, games.module(name, "position").parse(self.migrated["text"], self.lang),
                                self.lang)
            self.screen = "editor"
        elif cmd == "edit_here":
            if self.game is None or self.state is None:
                return
            step = self.share_step()
            state = self.state if step is None else self.history[step]
            mod = games.module(self.game.name, "position")
            if not getattr(mod, "can_write", lambda s: True)(state):
                self.message = TEXT(self.lang, "editor_cannot")
                return
            self.cancel_bot()
            self.editor = E.new(self.game.name, self.game.position_of(state), self.lang, back="game",
                                marked=self.marked, caption=self.share_options()["caption"])
            self.screen = "editor"
        elif ed is None:
            return
        elif cmd == "ed_slot":
            E.select(ed, data.get("p"), self.lang)
        elif cmd == "ed_move":
            E.move_here(ed, data.get("t"), self.lang)
        elif cmd == "ed_put":
            E.put(ed, data.get("piece"), self.lang)
        elif cmd == "ed_set" and isinstance(data.get("k"), str):
            # (a stepper's button carries its value; a choice list or a typed count is read from the form)
            value = data["v"] if "v" in data else fields.get("set:" + data["k"])
            if value is not None:
                E.setting(ed, data["k"], str(value), self.lang)
        elif cmd == "ed_text" and "ed_text" in fields:
            E.use_text(ed, fields["ed_text"], self.lang)
        elif cmd == "ed_fresh":
            self.editor = E.fresh(ed["game"], self.lang)
        elif cmd == "ed_mark_mode":
            E.mark_mode(ed)
        elif cmd == "ed_mark":
            E.mark(ed, data.get("piece"))
        elif cmd == "ed_mark_clear":
            E.clear_marks(ed)
        elif cmd in ("ed_caption", "ed_copy_img", "ed_picture", "ed_copy_embed") and ed.get("error") is None:
            if "caption" in fields:          # (a caption typed, then a copy or the picture: it is used too)
                E.set_caption(ed, fields["caption"])
            if cmd == "ed_copy_embed":
                self.effects.append(("copy", E.embed_code(ed, self.base_url, self.lang)))
            elif cmd == "ed_copy_img":
                self.effects.append(("copy", E.img_code(ed, self.lang)))
            elif cmd == "ed_picture":
                effect = E.picture(ed, self.lang)
                if effect is not None:
                    self.effects.append(effect)
        elif cmd == "ed_copy" and ed.get("error") is None:
            self.effects.append(("copy", E.link(ed, self.base_url)))
        elif cmd == "ed_back":
            self.screen = "game" if ed.get("back") == "game" and self.state is not None else "home"
            if self.screen == "game":
                self.schedule_bot()
        elif cmd == "ed_play" and ed.get("error") is None:
            # every seat a person at this device, like a position link's game; never saved over a save
            state = self.game.from_position(ed["good"], seed=0, lang=self.lang)
            self.open_game(state, save=False)
            self.link_game = True
