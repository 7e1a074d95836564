import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { useRouteFocus } from './use-route-focus';

/** A page whose heading appears a moment after the route, as a remote's page does. */
function LatePage() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return <main>{shown ? <h1>Blogs</h1> : <p>Loading...</p>}</main>;
}

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      back
    </button>
  );
}

function App() {
  useRouteFocus();
  return (
    <>
      <Link to="/blogs">blogs</Link>
      <Link to="/?q=react">search</Link>
      <Back />
      <Routes>
        <Route
          path="/"
          element={
            <main>
              <h1>Home</h1>
            </main>
          }
        />
        <Route path="/blogs" element={<LatePage />} />
      </Routes>
    </>
  );
}

const renderApp = () =>
  render(
    <MemoryRouter>
      <App />
    </MemoryRouter>,
  );

describe('a route change', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('leaves the first page as the browser loaded it', () => {
    renderApp();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.body).toHaveFocus();
  });

  it('starts the new page at the top with focus on its heading, once it shows', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'blogs' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(await screen.findByRole('heading', { name: 'Blogs' })).toHaveFocus();
  });

  it('keeps the place on back and forward, and on a change of the query alone', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'search' }));
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'blogs' }));
    await screen.findByRole('heading', { name: 'Blogs' });
    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'back' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 80)));
    expect(screen.getByRole('heading', { name: 'Home' })).not.toHaveFocus();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
