// @vitest-environment jsdom
/**
 * The patched subscription of conform's useForm (patches/@conform-to+react+*.patch;
 * docs/patches.md). conform re-renders the form's component only for the metadata read in
 * its last render, and it forgot everything at the start of each render of that component, before
 * the children that read the metadata had rendered. React can call a component and then keep its
 * previous output (a bailout after render: an update that leaves the state as it was), so the
 * children did not read again and the form stopped following its fields: the feedback page's
 * counter stayed at "1 / 500" while "Hello" was typed (a fresh-clone CI run; in a browser, a
 * keystroke during the transition render that follows hydration).
 *
 * Both builds are checked: the browser bundles the ES module, the server loads CommonJS.
 */
import { createRequire } from "node:module";
import * as esm from "@conform-to/react";
import { act, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";

const cjs = createRequire(import.meta.url)("@conform-to/react") as typeof esm;

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
});

/** Types `text` into the textarea as a browser reports it: the value, then an input event. */
function type(text: string) {
  const box = document.querySelector("textarea")!;
  act(() => {
    box.value = text;
    box.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

describe.each([
  ["ES module", esm],
  ["CommonJS", cjs],
])("conform's form subscription (%s build, patched)", (_build, conform) => {
  /** The counter of the page: a child that shows the length of the form's `content` value. */
  function Counter({ meta }: { meta: esm.FieldMetadata<string> }) {
    return <output>{typeof meta.value === "string" ? meta.value.length : 0}</output>;
  }

  let renderAgainUnchanged = () => {};
  function Page() {
    const [form, fields] = conform.useForm<{ content: string }>({ id: "feedback" });
    const [, setCount] = useState(0);
    // Two updates whose sum is no change: React calls Page, finds its state as it was, and keeps
    // the children it rendered last time without calling them.
    renderAgainUnchanged = () => {
      setCount(1);
      setCount(0);
    };
    return (
      <form id={form.id}>
        <textarea name="content" />
        <Counter meta={fields.content as esm.FieldMetadata<string>} />
      </form>
    );
  }

  it("the children keep following the fields after a render React discarded", () => {
    const container = document.body.appendChild(document.createElement("div"));
    root = createRoot(container);
    act(() => root!.render(<Page />));
    const counter = () => document.querySelector("output")!.textContent;

    type("H");
    expect(counter()).toBe("1");

    act(() => renderAgainUnchanged());
    type("He");
    expect(counter()).toBe("2");
    type("Hello");
    expect(counter()).toBe("5");
  });
});
