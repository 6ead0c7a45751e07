import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { EditorTools } from './EditorTools';
import { editorUser, storeWithLoadedUser } from './render-with-store';

const EDIT_URL = 'https://app.contentful.com/spaces/helpcentre/environments/master/entries/topic-1';
const CONFLUENCE_URL = 'https://confluence.atlassian.com/pages/editpage.action?pageId=42';

describe('EditorTools', () => {
  it('opens the entry in Contentful in a new tab from the edit icon and the Edit Page in Contentful button', () => {
    // Act
    render(
      <Provider store={storeWithLoadedUser(editorUser)}>
        <EditorTools kind="topic" editUrl={EDIT_URL} />
      </Provider>,
    );

    // Assert
    const icon = screen.getByRole('link', { name: 'Edit this page (opens in a new tab)' });
    const button = screen.getByRole('link', { name: 'Edit Page in Contentful (opens in a new tab)' });
    for (const link of [icon, button]) {
      expect(link).toHaveAttribute('href', EDIT_URL);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(icon.querySelector('svg')).toHaveAttribute('width', '32');
    expect(screen.queryByRole('link', { name: /Confluence/ })).not.toBeInTheDocument();
  });

  it('adds the Confluence editor in a new tab when the topic has a Confluence page', () => {
    // Act
    render(
      <Provider store={storeWithLoadedUser(editorUser)}>
        <EditorTools kind="topic" editUrl={EDIT_URL} confluenceEditUrl={CONFLUENCE_URL} />
      </Provider>,
    );

    // Assert
    const link = screen.getByRole('link', { name: 'Edit in Confluence (opens in a new tab)' });
    expect(link).toHaveAttribute('href', CONFLUENCE_URL);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('names a KB article in the tooltip and toggles the hover style and tooltip on hover', async () => {
    // Arrange
    render(
      <Provider store={storeWithLoadedUser(editorUser)}>
        <EditorTools kind="kbArticle" editUrl={EDIT_URL} />
      </Provider>,
    );
    const link = screen.getByRole('link', { name: 'Edit this KB Article (opens in a new tab)' });
    const icon = link.parentElement!;
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    expect(icon).not.toHaveClass('hc-edit-icon--hover');
    expect(tooltip).not.toBeVisible();

    // Act
    await userEvent.hover(link);
    const hovered = { style: icon.classList.contains('hc-edit-icon--hover'), tooltip: tooltip.hidden === false };
    await userEvent.unhover(link);

    // Assert
    expect(hovered).toEqual({ style: true, tooltip: true });
    expect(tooltip).toHaveTextContent('Edit this KB Article');
    expect(icon).not.toHaveClass('hc-edit-icon--hover');
    expect(tooltip).not.toBeVisible();
  });

  it('shows the hover style while the edit icon has keyboard focus', async () => {
    // Arrange
    render(
      <Provider store={storeWithLoadedUser(editorUser)}>
        <EditorTools kind="topic" editUrl={EDIT_URL} />
      </Provider>,
    );

    // Act
    await userEvent.tab();

    // Assert
    const link = screen.getByRole('link', { name: 'Edit this page (opens in a new tab)' });
    expect(link).toHaveFocus();
    expect(link.parentElement).toHaveClass('hc-edit-icon--hover');
    expect(link).toHaveAccessibleDescription('Edit this page');
  });
});
