"""Sharing, the session's part: the share panel's links (the game, a step of it, a part of the board marked
by the player), the embed snippet for a rules wiki, the picture's name, and their commands."""
from __future__ import annotations

import urllib.parse

from ..ui.marks import toggle_mark, write_marks
from . import records, shell
from .shell import caption_text


class ShareSession:
    """The sharing methods of :class:`pondside.app.session.Session` (its state: ``ui["share"]``, the marks)."""

    def _cmd_share(self, data, fields):
        if self.state is not None:
            self.ui["share"] = not self.ui.get("share")
            self.ui["marking"] = False

    def _cmd_copy_link(self, data, fields):
        if self.state is not None:
            self.effects.append(("copy", self.share_url()))
            self.ui["copied"] = True

    def _cmd_share_part(self, data, fields):
        if self.state is not None:
            self.share_command(data["cmd"], data, fields)

    def _cmd_share_sheet(self, data, fields):
        if self.state is not None:
            self.effects.append(("share", self.share_url(), shell.loc(self.game.title, self.lang)))

    def _cmd_mark_mode(self, data, fields):
        if self.state is not None:
            self.ui["marking"] = not self.ui.get("marking")

    def _cmd_mark(self, data, fields):
        if self.screen == "editor":                    # a tap on the editor's board while marking
            self.editor_command("ed_mark", data, fields)
        elif self.ui.get("marking") and isinstance(data.get("piece"), str):
            self.marked = toggle_mark(self.marked, data["piece"])

    def _cmd_mark_clear(self, data, fields):
        self.marked = set()

    def marking(self) -> bool:
        """Whether a tap on the board marks a piece (Mark pieces of the Share panel or of the editor)."""
        if self.screen == "editor":
            return bool(self.editor and self.editor.get("marking"))
        return self.screen == "game" and bool(self.ui.get("marking"))

    def share_step(self):
        """The replay step on screen (a share then opens there), or None at the table."""
        i = self.ui.get("replay")
        return i if isinstance(i, int) and self.history and i < len(self.history) else None

    def mark_part(self) -> str:
        """The highlighted pieces as a link's part (``mark=a,b&``), or ""."""
        return f"mark={write_marks(self.marked)}&" if self.marked else ""

    def share_url(self) -> str:
        step = self.share_step()
        return (self.base_url + "#" + ("" if step is None else f"step={step}&") + self.mark_part()
                + "g=" + records.encode_link(self.state))

    def share_links(self) -> dict:
        """What the Share panel shows: the link, the frame's code, the picture's (docs/wiki.md)."""
        o = self.share_options()
        title = shell.loc(self.game.title, self.lang)
        text = self.position_text()
        return {"url": self.share_url(), "step": self.share_step(),
                "position": text,
                "position_url": None if text is None else
                shell.position_url(self.base_url, self.game.name, text, before=self.mark_part()),
                "iframe": shell.iframe_snippet(self.embed_url(), title),
                "img": shell.img_snippet(self.picture_name(), o["caption"] or title, o["caption"])
                if shell.has_picture(self.game.name) else None}

    def share_options(self) -> dict:
        opts = self.ui.get("share_opts")
        if not isinstance(opts, dict):
            opts = self.ui["share_opts"] = {"readonly": False, "explain": False, "caption": ""}
        return opts

    def embed_url(self) -> str:
        """The address of an embed of the game on screen, with the Share panel's options (docs/wiki.md)."""
        o = self.share_options()
        parts = [f"lang={self.lang}"]
        if o["readonly"]:
            parts.append("readonly=1")
        if o["explain"]:
            parts.append("explain=1")
        step = self.share_step()
        if step is not None:
            parts.append(f"step={step}")
        if o["caption"]:
            parts.append("caption=" + urllib.parse.quote(o["caption"], safe=""))
        if self.marked:
            parts.append("mark=" + write_marks(self.marked))
        base = self.base_url.split("?")[0]
        return f"{base}?embed=1#" + "&".join(parts) + "&g=" + records.encode_link(self.state)

    def picture_name(self) -> str:
        step = self.share_step()
        return f"pondside-{self.game.name}" + ("" if step is None else f"-{step}") + ".svg"

    def share_command(self, cmd, data, fields):
        o = self.share_options()
        if "caption" in fields:
            o["caption"] = caption_text(fields["caption"])
        if cmd == "share_opt" and data.get("k") in ("readonly", "explain"):
            o[data["k"]] = not o[data["k"]]
        elif cmd == "copy_embed":
            self.effects.append(("copy", shell.iframe_snippet(self.embed_url(), shell.loc(self.game.title, self.lang))))
            self.ui["copied"] = True
        elif cmd == "copy_img":
            self.effects.append(("copy", shell.img_snippet(self.picture_name(), o["caption"]
                                                           or shell.loc(self.game.title, self.lang), o["caption"])))
            self.ui["copied"] = True
        elif cmd == "picture":
            # (Koi-Koi's view draws the picture itself: its cards are not one SVG element of the screen)
            step = self.share_step()
            state = self.state if step is None else self.history[step]
            seat = None if self.ui.get("pass_to") is not None else self.viewer()
            effect = shell.picture_effect(self.game.name, lambda: self.game.view(state, seat), self.lang,
                                          self.picture_name(), o["caption"], shell.loc(self.game.title, self.lang),
                                          self.marked)
            if effect is not None:
                self.effects.append(effect)
