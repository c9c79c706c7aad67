import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./public-address.ts";

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "127.1.2.3",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "fe80::1",
    "fc00::1",
    "fd12:3456::1",
    "64:ff9b::a00:1",
    "2002:7f00:1::",
    "2001:db8::1",
    "ff02::1",
    "not an address",
    "",
  ])("SSRF: refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["93.184.215.14", "8.8.8.8", "1.1.1.1", "2a00:1450:4001:80b::200e", "2606:4700::1111"])(
    "allows the public address %s",
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});
