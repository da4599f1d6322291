import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DetailRow } from "./detail-row";
import { ListOrEmpty } from "./list-or-empty";
import { TableHead } from "./table-head";
import { TitledSection } from "./titled-section";

describe("the shared page parts render the markup the pages wrote by hand", () => {
  it("TitledSection: a section named by its heading, h2 by default", () => {
    expect(
      renderToStaticMarkup(
        <TitledSection id="answers" title="Answers" className="mt-8">
          <p>x</p>
        </TitledSection>,
      ),
    ).toBe(
      '<section aria-labelledby="answers" class="mt-8"><h2 id="answers" class="text-xl">Answers</h2><p>x</p></section>',
    );
    expect(
      renderToStaticMarkup(<TitledSection id="credit" title="Credit" level={3} headingClassName="font-medium" />),
    ).toBe('<section aria-labelledby="credit"><h3 id="credit" class="font-medium">Credit</h3></section>');
  });

  it("DetailRow: a term and its value in a div, the value's own classes, test id and direction", () => {
    expect(renderToStaticMarkup(<DetailRow term="Clinic">Mayfair</DetailRow>)).toBe(
      '<div><dt class="text-stone">Clinic</dt><dd>Mayfair</dd></div>',
    );
    expect(
      renderToStaticMarkup(
        <DetailRow term="Contact" valueClassName="text-start" dir="ltr" valueTestId="contact">
          a@b.c
        </DetailRow>,
      ),
    ).toBe(
      '<div><dt class="text-stone">Contact</dt><dd class="text-start" data-testid="contact" dir="ltr">a@b.c</dd></div>',
    );
  });

  it("TableHead: a column heading each, scope=col, a column's own classes where given", () => {
    expect(
      renderToStaticMarkup(
        <table>
          <TableHead
            columns={["Method", { label: "Amount", className: "p-2 text-end" }, <span key="a">Actions</span>]}
            className="bg-sand"
            cellClassName="p-2"
          />
        </table>,
      ),
    ).toBe(
      '<table><thead class="bg-sand"><tr><th scope="col" class="p-2">Method</th><th scope="col" class="p-2 text-end">Amount</th><th scope="col" class="p-2"><span>Actions</span></th></tr></thead></table>',
    );
  });

  it("ListOrEmpty: the empty line without items, else a ul of each item's li", () => {
    const list = (items: string[]) =>
      renderToStaticMarkup(
        <ListOrEmpty items={items} empty={<p>None</p>} className="grid" testId="list">
          {(item) => <li key={item}>{item}</li>}
        </ListOrEmpty>,
      );
    expect(list([])).toBe("<p>None</p>");
    expect(list(["a", "b"])).toBe('<ul class="grid" data-testid="list"><li>a</li><li>b</li></ul>');
  });
});
