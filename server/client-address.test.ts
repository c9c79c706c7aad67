import type { IncomingMessage } from "node:http";
import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { clientAddressOf } from "./client-address.ts";

function request(remoteAddress: string, forwardedFor?: string): IncomingMessage {
  const socket = new Socket();
  Object.defineProperty(socket, "remoteAddress", { value: remoteAddress });
  const headers = forwardedFor ? { "x-forwarded-for": forwardedFor } : {};
  return Object.assign(Object.create(null), { socket, connection: socket, headers });
}

describe("clientAddressOf", () => {
  it("hardening 6: without TRUST_PROXY a forwarded address is ignored", () => {
    const address = clientAddressOf([]);
    expect(address(request("203.0.113.7", "198.51.100.1"))).toBe("203.0.113.7");
  });

  it("hardening 6: believes X-Forwarded-For only as far as trusted proxies wrote it", () => {
    const address = clientAddressOf(["loopback"]);
    expect(address(request("127.0.0.1", "198.51.100.1"))).toBe("198.51.100.1");
    // A visitor's own forged entry stays behind the address the trusted proxy saw.
    expect(address(request("127.0.0.1", "10.9.9.9, 198.51.100.1"))).toBe("198.51.100.1");
    expect(address(request("203.0.113.7", "198.51.100.1"))).toBe("203.0.113.7");
  });
});
