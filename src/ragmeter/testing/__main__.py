"""``python -m ragmeter.testing``: serve the fake Chat Completions server until Ctrl-C."""

from __future__ import annotations

import argparse

from ragmeter.testing.fake_server import FakeOpenAIServer


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        prog="python -m ragmeter.testing",
        description="A local fake OpenAI Chat Completions server that plays ragmeter's judge.",
    )
    parser.add_argument("--port", type=int, default=8765, help="0 picks a free port")
    parser.add_argument("--latency", type=float, default=0.0, help="seconds before each reply")
    parser.add_argument("--api-key", default=None, help="require this bearer key")
    args = parser.parse_args(argv)
    server = FakeOpenAIServer(latency=args.latency, api_key=args.api_key, port=args.port)
    print(server.url, flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.stop()


if __name__ == "__main__":
    main()
