import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBox, scopeFields } from './SearchBox';
import { renderWithStore } from './render-with-store';

describe('SearchBox', () => {
  it('submits searchTerm by GET to the search results page', () => {
    // Act
    renderWithStore(<SearchBox placeholder="Tell us what you're looking for" />);

    // Assert
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search-results/');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByPlaceholderText("Tell us what you're looking for")).toHaveAttribute('name', 'searchTerm');
  });

  it('adds product, deployment and version fields for a Data Center scope', () => {
    // Act
    renderWithStore(<SearchBox scope={{ product: 'confluence', deployment: 'data_center', version: '9.1' }} />);

    // Assert
    expect(screen.getByRole('search')).toHaveFormValues({
      searchTerm: '',
      product: 'confluence',
      deployment: 'data_center',
      version: '9.1',
    });
  });

  it('adds no filters without both a product and a deployment, and no version for Cloud', () => {
    // Act
    const productOnly = scopeFields({ product: 'jira' });
    const cloud = scopeFields({ product: 'jira', deployment: 'cloud', version: '9.1' });

    // Assert
    expect(productOnly).toEqual([]);
    expect(cloud).toEqual([
      ['product', 'jira'],
      ['deployment', 'cloud'],
    ]);
  });

  it('navigates to the results page with the term encoded, %20 for spaces', async () => {
    // Arrange
    const navigate = jest.fn();
    renderWithStore(<SearchBox label="Search the knowledge base" navigate={navigate} />);

    // Act
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search the knowledge base' }),
      'reset password&2fa{Enter}',
    );

    // Assert
    expect(navigate).toHaveBeenCalledWith('/search-results/?searchTerm=reset%20password%262fa');
  });

  it('restricts a product docs search to the product, with the version only for Data Center', async () => {
    // Arrange
    const navigate = jest.fn();
    renderWithStore(
      <SearchBox
        label="Search Jira"
        scope={{ product: 'jira', deployment: 'data_center', version: '9.1' }}
        navigate={navigate}
      />,
    );

    // Act
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Jira' }), 'board{Enter}');

    // Assert
    expect(navigate).toHaveBeenCalledWith(
      '/search-results/?searchTerm=board&deployment=data_center&product=jira&version=9.1',
    );
  });
});
