import 'reflect-metadata';
import { Controller, Get, Post, RequestMethod } from '@nestjs/common';
import type { Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryModule, DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { ACCESS_KEY, Public, Roles } from '../common/access/access.decorators';
import type { AccessRule } from '../common/access/access.decorators';
import { compileOfflineApp } from '../openapi/offline-app';

interface Route {
  /** `Controller.method (VERB /path)`, to name the offender. */
  name: string;
  rule: AccessRule | undefined;
}

const scanner = new MetadataScanner();
const reflector = new Reflector();

/** Every route handler of these controllers with the access rule the global guard will read. */
function routesOf(controllers: Type<unknown>[]): Route[] {
  return controllers.flatMap((controller) => {
    const prototype = controller.prototype as Record<string, unknown>;
    const base = [Reflect.getMetadata(PATH_METADATA, controller) as string | string[]].flat();
    return scanner.getAllMethodNames(prototype).flatMap((methodName) => {
      const handler = prototype[methodName] as () => unknown;
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      if (path === undefined) return [];
      const verb = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      const route = `/${[...base, ...[path].flat()].filter((part) => part && part !== '/').join('/')}`;
      return [
        {
          name: `${controller.name}.${methodName} (${verb} ${route})`,
          rule: reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_KEY, [
            handler,
            controller,
          ]),
        },
      ];
    });
  });
}

const withoutRule = (routes: Route[]) =>
  routes.filter((route) => route.rule === undefined).map((route) => route.name);

/** The app's controllers, as Nest registered them (built without a database, like the docs). */
async function appControllers(): Promise<Type<unknown>[]> {
  const { moduleRef } = await compileOfflineApp([DiscoveryModule]);
  const controllers = moduleRef
    .get(DiscoveryService)
    .getControllers()
    .map((wrapper) => wrapper.metatype as Type<unknown>);
  await moduleRef.close();
  return controllers;
}

describe('route access rules', () => {
  it('names a handler without an access decorator', () => {
    @Controller('fixture')
    class FixtureController {
      @Public()
      @Get()
      open(): void {}

      @Roles('admin')
      @Post()
      guarded(): void {}

      @Get(':id')
      forgotten(): void {}

      /** Not a route: ignored. */
      helper(): void {}
    }

    expect(withoutRule(routesOf([FixtureController]))).toEqual([
      'FixtureController.forgotten (GET /fixture/:id)',
    ]);
  });

  it('counts a rule on the controller for each of its handlers', () => {
    @Public()
    @Controller('open')
    class OpenController {
      @Get()
      list(): void {}
    }

    expect(withoutRule(routesOf([OpenController]))).toEqual([]);
  });

  it('finds an access decorator on every route of the app', async () => {
    const routes = routesOf(await appControllers());
    // The sweep is real: the app has dozens of routes, among them the ones named here.
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.map((route) => route.name)).toEqual(
      expect.arrayContaining([
        'AuthController.login (POST /auth/login)',
        'VehiclesController.listVehicles (GET /vehicles)',
        'GalleryController.uploadGalleryItem (POST /gallery/items)',
      ]),
    );
    expect(withoutRule(routes)).toEqual([]);
  }, 60_000);
});
