import type { IncomingMessage } from "node:http";
import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { clientAddressOf } from "./client-address.ts";

function request(remoteAddress: string, forwardedFor?: string, forwarded?: string): IncomingMessage {
  const socket = new Socket();
  Object.defineProperty(socket, "remoteAddress", { value: remoteAddress });
  const headers = {
    ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
    ...(forwarded ? { forwarded } : {}),
  };
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

  it("operate 3: believes a named proxy's Forwarded header (IPv4, IPv6 with port), ignores it from anyone else", () => {
    const address = clientAddressOf(["10.0.0.0/8"]);
    expect(address(request("10.0.0.2", undefined, "for=198.51.100.4;proto=https"))).toBe("198.51.100.4");
    expect(address(request("10.0.0.2", undefined, 'for="[2001:db8::7]:4711"'))).toBe("2001:db8::7");
    expect(address(request("10.0.0.2", undefined, "for=192.0.2.9, for=10.0.0.5"))).toBe("192.0.2.9");
    expect(address(request("10.0.0.2", undefined, "for=10.1.1.1:8080, for=198.51.100.8"))).toBe(
      "198.51.100.8",
    );
    // An obfuscated identifier stops the walk at the proxy that wrote it: nothing behind it is believed.
    expect(address(request("10.0.0.2", undefined, "for=_hidden, for=10.0.0.9"))).toBe("_hidden");
    expect(address(request("203.0.113.7", undefined, "for=198.51.100.4"))).toBe("203.0.113.7");
    expect(clientAddressOf([])(request("10.0.0.2", "198.51.100.1", "for=198.51.100.4"))).toBe("10.0.0.2");
  });
});
