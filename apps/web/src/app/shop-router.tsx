import { createBrowserRouter } from 'react-router-dom';
import { ShopLayout } from '../features/shop/shop-layout';
import { HomePage } from '../features/shop/home-page';

export const shopRouter = () =>
  createBrowserRouter([
    {
      element: <ShopLayout />,
      children: [{ path: '*', element: <HomePage /> }],
    },
  ]);
