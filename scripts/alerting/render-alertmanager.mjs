#!/usr/bin/env node
/**
 * Fills the receivers' addresses of deploy/alertmanager/alertmanager.yml (docs/operations.md
 * §Routing) from the environment: Alertmanager 0.25 takes a webhook's URL from its configuration
 * file only. Usage: `node scripts/alerting/render-alertmanager.mjs TEMPLATE OUTPUT` (OUTPUT `-` for
 * standard output); exits 1 naming a variable that is unset or not an http(s) URL.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

/**
 * Answers `template` with every `${NAME}` replaced by `env[NAME]`, each value checked to be an
 * absolute http or https URL and written as a YAML double-quoted string's content (the template
 * quotes it). Throws an Error naming the first variable that is missing or not such a URL.
 * @param {string} template
 * @param {Record<string, string | undefined>} env
 * @returns {string}
 */
export function renderAlertmanagerConfig(template, env) {
  return template.replace(/\$\{([A-Z0-9_]+)\}/g, (_, name) => {
    const value = env[name];
    let url;
    try {
      url = new URL(value ?? "");
    } catch {
      throw new Error(`${name} is ${value ? "not a URL" : "unset"}: the receiver's webhook address (deploy/alertmanager/alertmanager.yml)`);
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`${name} is not an http(s) URL`);
    // A URL never holds a raw quote or backslash (new URL encodes them), so it fits the quotes.
    return url.href;
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [template, output] = process.argv.slice(2);
  if (!template || !output) {
    console.error("usage: node scripts/alerting/render-alertmanager.mjs TEMPLATE OUTPUT|-");
    process.exit(2);
  }
  try {
    const text = renderAlertmanagerConfig(readFileSync(template, "utf8"), process.env);
    if (output === "-") process.stdout.write(text);
    else writeFileSync(output, text);
  } catch (error) {
    console.error(`✘ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
