"""Several phones at one table, with no server (issue 42): the rules of the conversation, pure Python.

One phone, the host, holds the game (its seed, options and actions) and runs the engine; each other phone, a
guest, holds one seat.  A guest sends what it means to do (an *intent*: an action and the number of actions
it has seen); the host checks it with the engine, applies it and sends every phone its own seat's view.  The
seed is agreed by commit and reveal, so that the host cannot choose the deal, and at the end each guest
receives the whole record and replays it to check every view it was sent.

``wire``: the messages, their limits and the seed; ``host``: the host's side; ``guest``: a guest's side;
``text``: what a phone says when it refuses a message.  Nothing here opens a connection: the browser layer
carries the messages (a WebRTC data channel), and the tests carry them in memory.
"""
