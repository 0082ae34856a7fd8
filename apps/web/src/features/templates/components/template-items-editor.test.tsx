import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TemplateItemsEditor } from './template-items-editor';

function Editor({ initial }: { initial: string[] }) {
  const [items, setItems] = useState(initial);
  return <TemplateItemsEditor items={items} onChange={setItems} />;
}

const values = () => screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value);

describe('TemplateItemsEditor', () => {
  it('types a list of steps with Enter between them, each into its own item', async () => {
    const user = userEvent.setup();
    render(<Editor initial={['']} />);
    await user.click(screen.getByLabelText('Item 1'));
    await user.keyboard('Walk the site{Enter}Take photos{Enter}Write the report');
    expect(values()).toEqual(['Walk the site', 'Take photos', 'Write the report']);
    // Enter on a blank step adds nothing.
    await user.keyboard('{Enter}{Enter}');
    expect(values()).toEqual(['Walk the site', 'Take photos', 'Write the report', '']);
    await user.keyboard('{Enter}');
    expect(values()).toHaveLength(4);
  });

  it('opens a step after the one Enter was pressed in, and Add Item puts the cursor in the new last one', async () => {
    const user = userEvent.setup();
    render(<Editor initial={['One', 'Three']} />);
    await user.click(screen.getByLabelText('Item 1'));
    await user.keyboard('{End}{Enter}Two');
    expect(values()).toEqual(['One', 'Two', 'Three']);
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(screen.getByLabelText('Item 4')).toHaveFocus();
  });
});
