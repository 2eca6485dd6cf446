/**
 * renovate.json (docs/security.md §Keeping pins current): valid against Renovate's own JSON schema,
 * and its managers find what they are there for: the Node minimum of the production image, the
 * Dockerfile's base image and the deployment's images, each on the line its rule allows.
 *
 * The schema is a vendored copy of the `renovate` package's renovate-schema.json
 * (tests/unit/support/renovate-schema.json, refreshed by scripts/renovate/update-schema.sh): the
 * package itself brings 123 dependencies, and the test must not need the network.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { MINIMUM_NODE } from "../../scripts/checks/runtime-node.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** The Renovate release the vendored schema comes from (its `x-renovate-version`). */
const RENOVATE_SCHEMA_VERSION = "44.121.2";

const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const schema = JSON.parse(read("tests/unit/support/renovate-schema.json")) as Record<string, unknown>;
const config = JSON.parse(read("renovate.json")) as {
  customManagers: Array<{ managerFilePatterns: string[]; matchStrings: string[] }>;
  packageRules: Array<{ matchManagers?: string[]; matchDepNames?: string[]; allowedVersions?: string }>;
  enabledManagers: string[];
};

/**
 * A validator of Renovate's schema. Not strict: the schema carries Renovate's own keywords
 * (`allowComments`, `markdownDescription`, `tsType`), which JSON Schema ignores; its one format,
 * "regex", is checked as Renovate reads its patterns.
 */
function renovateValidator() {
  const ajv = new Ajv({ strict: false, allErrors: true, formats: { regex: (value: string) => isRegExp(value) } });
  return ajv.compile(schema);
}
// Compiled once: the schema is 460 KB.
const validate = renovateValidator();

function isRegExp(value: string): boolean {
  try {
    new RegExp(value.replace(/^\/(.*)\/[a-z]*$/s, "$1"));
    return true;
  } catch {
    return false;
  }
}

/** A Renovate pattern ("/regex/" or a plain string) as a RegExp. */
function patternOf(value: string): RegExp {
  const slashed = /^\/(.*)\/([a-z]*)$/s.exec(value);
  return slashed ? new RegExp(slashed[1], slashed[2]) : new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
}

describe("renovate.json", () => {
  it("is valid against the vendored schema of the Renovate release it names", () => {
    expect(schema["x-renovate-version"]).toBe(RENOVATE_SCHEMA_VERSION);
    const valid = validate(config);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 1)).toEqual([]);
    expect(valid).toBe(true);
  });

  it("the schema check refuses what Renovate would refuse (it can fail)", () => {
    for (const broken of [
      { packageRules: "node" },
      { enabledManagers: "npm" },
      { customManagers: [{ customType: "grep", matchStrings: ["x"] }] },
      { rangeStrategy: "sometimes" },
      { schedule: 9 },
    ]) {
      expect(validate(broken), JSON.stringify(broken)).toBe(false);
    }
  });

  it("covers npm, the compose images, the Dockerfile's base image and MINIMUM_NODE", () => {
    expect(config.enabledManagers).toEqual(expect.arrayContaining(["npm", "docker-compose", "dockerfile", "custom.regex"]));
    // The managers' own file patterns (Renovate's defaults) find the files.
    expect(/(^|\/)(?:docker-)?compose[^/]*\.ya?ml$/.test("deploy/compose.yaml")).toBe(true);
    expect(/(^|\/|\.)([Dd]ocker|[Cc]ontainer)file$/.test("Dockerfile")).toBe(true);
  });

  it("its regex manager reads MINIMUM_NODE as Renovate would: the node-version datasource, the current value", () => {
    const file = "scripts/checks/runtime-node.mjs";
    const managers = config.customManagers.filter((manager) => manager.managerFilePatterns.some((pattern) => patternOf(pattern).test(file)));
    expect(managers).toHaveLength(1);
    const match = new RegExp(managers[0].matchStrings[0]).exec(read(file));
    expect(match?.groups).toEqual({ datasource: "node-version", depName: "node", currentValue: MINIMUM_NODE });
  });

  it("each compose image is on the line its rule allows (redis 7.4, nginx's stable line)", () => {
    const compose = parseYaml(read("deploy/compose.yaml")) as { services: Record<string, { image?: string }> };
    const tagOf = (name: string) => {
      const image = Object.values(compose.services).find((service) => service.image?.startsWith(`${name}:`))?.image;
      return image?.slice(name.length + 1);
    };
    const allowed = (name: string) =>
      config.packageRules.find((rule) => rule.matchManagers?.includes("docker-compose") && rule.matchDepNames?.includes(name))?.allowedVersions;
    expect(allowed("nginx")).toBeDefined();
    expect(tagOf("nginx")).toMatch(patternOf(allowed("nginx")!));
    expect(allowed("redis")).toBe("<8");
    expect(tagOf("redis")).toMatch(/^7\.4\.\d+$/);
  });
});
