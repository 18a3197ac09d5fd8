/**
 * The reviewed authorization table: for every operation of openapi.yaml (`METHOD path`), what
 * each kind of caller gets. Filled from the handlers' access decorators (see
 * src/common/access/access.decorators.ts and src/auth/access.guard.ts), not from what the server
 * answers; authorization-matrix.int-spec.ts checks the server against it.
 *
 *   'allow'  the request gets past authorization (any answer but 401/403: 200, 400, 404, …)
 *   '401'    not logged in as needed (NOT_AUTHENTICATED)
 *   '403'    logged in, but this login may not do it (FORBIDDEN)
 *
 * The callers: a visitor without a login; an ArtAlley member (registered through the gallery API,
 * not listed in ART_ADMIN_USERNAMES); staff with role employee, admin and root; the demo account
 * (role admin, `demo: true`, seeded with DEMO_MODE=true). The gallery admin is the staff root.
 *
 * How the decorators translate:
 *   @Public(), @OptionalStaff(), @OptionalGalleryMember()  everyone ('allow')
 *   @Roles(...roles)          no staff login '401' (a member login is none); other roles '403'
 *   @GalleryMember()          a member only; everyone else '401' (a staff login is no member)
 *   @GalleryMemberOrAdmin()   a member or the gallery admin (root); everyone else '401'
 *   @GalleryAdmin()           the gallery admin (root); no login '401'; any other login '403'
 *
 * A new operation needs a row here (the matrix fails naming it); a row whose operation is gone
 * fails too.
 */
export const ACTORS = ['anonymous', 'member', 'employee', 'admin', 'root', 'demo'] as const;
export type Actor = (typeof ACTORS)[number];

export type Outcome = 'allow' | '401' | '403';

export type AccessRow = Readonly<Record<Actor, Outcome>>;

export const AUTHORIZATION_TABLE: Readonly<Record<string, AccessRow>> = {
  // getAgencyDetails: @Public()
  'GET /api/v1/agency/details': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // getWeekAvailability: @Public()
  'GET /api/v1/availability/week': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // getStayCalendar: @Public()
  'GET /api/v1/availability/calendar': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // quoteStay: @Public()
  'GET /api/v1/stays/quote': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // createStay: @OptionalStaff()
  'POST /api/v1/stays': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // checkCoupon: @Public()
  'POST /api/v1/coupons/check': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // getPayPalConfig: @Public()
  'GET /api/v1/payments/paypal/config': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // createPayPalOrder: @OptionalStaff()
  'POST /api/v1/payments/paypal/orders': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // capturePayPalOrder: @OptionalStaff()
  'POST /api/v1/payments/paypal/orders/{id}/capture': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // getHoursAvailability: @Public()
  'GET /api/v1/availability/hours': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // quoteBooking: @Public()
  'GET /api/v1/bookings/quote': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // createBooking: @OptionalStaff()
  'POST /api/v1/bookings': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // createVerificationCode: @OptionalStaff()
  'POST /api/v1/verification-codes': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // getSiteMode: @Public()
  'GET /api/v1/agency/site-mode': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // getDemoCredentials: @Public()
  'GET /api/v1/auth/demo-credentials': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // login: @Public()
  'POST /api/v1/auth/login': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // logout: @Public()
  'POST /api/v1/auth/logout': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // getCurrentStaff: @Roles('root', 'admin', 'employee')
  'GET /api/v1/auth/me': {
    anonymous: '401',
    member: '401',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // requestPasswordRecovery: @Public()
  'POST /api/v1/auth/password-recovery': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // resetPassword: @Public()
  'POST /api/v1/auth/password-reset': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // listContactRequests: @GalleryAdmin()
  'GET /api/v1/contact-requests': {
    anonymous: '401',
    member: '403',
    employee: '403',
    admin: '403',
    root: 'allow',
    demo: '403',
  },
  // createContactRequest: @Public()
  'POST /api/v1/contact-requests': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // deleteContactRequest: @GalleryAdmin()
  'DELETE /api/v1/contact-requests/{id}': {
    anonymous: '401',
    member: '403',
    employee: '403',
    admin: '403',
    root: 'allow',
    demo: '403',
  },
  // setContactRequestSeen: @GalleryAdmin()
  'PATCH /api/v1/contact-requests/{id}': {
    anonymous: '401',
    member: '403',
    employee: '403',
    admin: '403',
    root: 'allow',
    demo: '403',
  },
  // getCsrfToken: @Public()
  'GET /api/v1/csrf': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // listBlockedDays: @Public()
  'GET /api/v1/days': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // setDayBlocked: @Roles('root', 'admin')
  'PUT /api/v1/days/{date}': {
    anonymous: '401',
    member: '401',
    employee: '403',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // listEmployees: @Roles('root', 'admin')
  'GET /api/v1/employees': {
    anonymous: '401',
    member: '401',
    employee: '403',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // createEmployee: @Roles('root', 'admin')
  'POST /api/v1/employees': {
    anonymous: '401',
    member: '401',
    employee: '403',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // updateEmployeeStatus: @Roles('root', 'admin')
  'PATCH /api/v1/employees/{id}': {
    anonymous: '401',
    member: '401',
    employee: '403',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // logInMember: @OptionalStaff()
  'POST /api/v1/gallery/auth/login': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // logOutMember: @Public()
  'POST /api/v1/gallery/auth/logout': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // getCurrentMember: @OptionalGalleryMember(); the handler answers 401 without a member login
  'GET /api/v1/gallery/auth/me': {
    anonymous: '401',
    member: 'allow',
    employee: '401',
    admin: '401',
    root: '401',
    demo: '401',
  },
  // registerMember: @OptionalStaff()
  'POST /api/v1/gallery/auth/register': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // deleteGalleryComment: @GalleryMemberOrAdmin(): a member (the author, else 403/404 in the handler) or the gallery admin (root)
  'DELETE /api/v1/gallery/comments/{id}': {
    anonymous: '401',
    member: 'allow',
    employee: '401',
    admin: '401',
    root: 'allow',
    demo: '401',
  },
  // voteOnGalleryComment: @GalleryMember()
  'PUT /api/v1/gallery/comments/{id}/vote': {
    anonymous: '401',
    member: 'allow',
    employee: '401',
    admin: '401',
    root: '401',
    demo: '401',
  },
  // listGalleryItems: @Public()
  'GET /api/v1/gallery/items': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // uploadGalleryItem: @GalleryAdmin(): the staff root (no member is listed in ART_ADMIN_USERNAMES)
  'POST /api/v1/gallery/items': {
    anonymous: '401',
    member: '403',
    employee: '403',
    admin: '403',
    root: 'allow',
    demo: '403',
  },
  // deleteGalleryItem: @GalleryAdmin()
  'DELETE /api/v1/gallery/items/{id}': {
    anonymous: '401',
    member: '403',
    employee: '403',
    admin: '403',
    root: 'allow',
    demo: '403',
  },
  // listGalleryComments: @Public()
  'GET /api/v1/gallery/items/{id}/comments': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // addGalleryComment: @GalleryMember()
  'POST /api/v1/gallery/items/{id}/comments': {
    anonymous: '401',
    member: 'allow',
    employee: '401',
    admin: '401',
    root: '401',
    demo: '401',
  },
  // markGalleryItemSeen: @GalleryMember()
  'POST /api/v1/gallery/items/{id}/seen': {
    anonymous: '401',
    member: 'allow',
    employee: '401',
    admin: '401',
    root: '401',
    demo: '401',
  },
  // voteOnGalleryItem: @GalleryMember()
  'PUT /api/v1/gallery/items/{id}/vote': {
    anonymous: '401',
    member: 'allow',
    employee: '401',
    admin: '401',
    root: '401',
    demo: '401',
  },
  // getMyGallerySeen: @GalleryMember()
  'GET /api/v1/gallery/me/seen': {
    anonymous: '401',
    member: 'allow',
    employee: '401',
    admin: '401',
    root: '401',
    demo: '401',
  },
  // getMyGalleryVotes: @GalleryMember()
  'GET /api/v1/gallery/me/votes': {
    anonymous: '401',
    member: 'allow',
    employee: '401',
    admin: '401',
    root: '401',
    demo: '401',
  },
  // getHealth: @Public() (controller)
  'GET /api/v1/health': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // getReadiness: @Public() (controller)
  'GET /api/v1/health/ready': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // sendContactMessage: @Public()
  'POST /api/v1/inbox/contact-messages': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // uploadImage: @Roles('root', 'admin', 'employee')
  'POST /api/v1/media/images': {
    anonymous: '401',
    member: '401',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // listPrawnOrders: @Roles('root', 'admin')
  'GET /api/v1/prawn-orders': {
    anonymous: '401',
    member: '401',
    employee: '403',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // createPrawnOrder: @Public()
  'POST /api/v1/prawn-orders': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // getPrawnOffer: @Public()
  'GET /api/v1/prawn-orders/offer': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // getBusinessSettings: @Public()
  'GET /api/v1/settings/business': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // updateBusinessSettings: @Roles('root', 'admin')
  'PUT /api/v1/settings/business': {
    anonymous: '401',
    member: '401',
    employee: '403',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // listVehicles: @OptionalStaff() (no includeBlocked)
  'GET /api/v1/vehicles': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // createVehicle: @Roles('root', 'admin', 'employee')
  'POST /api/v1/vehicles': {
    anonymous: '401',
    member: '401',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // listVehicleLog: @Roles('root', 'admin')
  'GET /api/v1/vehicles/log': {
    anonymous: '401',
    member: '401',
    employee: '403',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // listVehicleNames: @Roles('root', 'admin', 'employee')
  'GET /api/v1/vehicles/names': {
    anonymous: '401',
    member: '401',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // getPriceDurations: @Public()
  'GET /api/v1/vehicles/price-durations': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // deleteVehicle: @Roles('root', 'admin')
  'DELETE /api/v1/vehicles/{id}': {
    anonymous: '401',
    member: '401',
    employee: '403',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // getVehicle: @OptionalStaff()
  'GET /api/v1/vehicles/{id}': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // setVehicleBlocked: @Roles('root', 'admin', 'employee')
  'PATCH /api/v1/vehicles/{id}': {
    anonymous: '401',
    member: '401',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // updateVehicle: @Roles('root', 'admin', 'employee')
  'PUT /api/v1/vehicles/{id}': {
    anonymous: '401',
    member: '401',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // listFutureBookings: @Roles('root', 'admin', 'employee')
  'GET /api/v1/vehicles/{id}/future-bookings': {
    anonymous: '401',
    member: '401',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // getBooking: @Roles('root', 'admin', 'employee'), @TokenScope('bookings:read')
  'GET /api/v1/bookings/{id}': {
    anonymous: '401',
    member: '401',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // createApiToken: @Roles('root', 'admin')
  'POST /api/v1/api-tokens': {
    anonymous: '401',
    member: '401',
    employee: '403',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // listApiTokens: @Roles('root', 'admin')
  'GET /api/v1/api-tokens': {
    anonymous: '401',
    member: '401',
    employee: '403',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // revokeApiToken: @Roles('root', 'admin')
  'DELETE /api/v1/api-tokens/{id}': {
    anonymous: '401',
    member: '401',
    employee: '403',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // listDayBookings: @Roles('root', 'admin', 'employee')
  'GET /api/v1/bookings': {
    anonymous: '401',
    member: '401',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // listUnfinishedBookings: @Roles('root', 'admin', 'employee')
  'GET /api/v1/bookings/unfinished': {
    anonymous: '401',
    member: '401',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // getBookingLog: @Roles('root', 'admin')
  'GET /api/v1/bookings/log': {
    anonymous: '401',
    member: '401',
    employee: '403',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // changeBookingPrice: @Roles('root', 'admin', 'employee')
  'POST /api/v1/bookings/{id}/price-change': {
    anonymous: '401',
    member: '401',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // addBookingComment: @Roles('root', 'admin', 'employee')
  'POST /api/v1/bookings/{id}/comments': {
    anonymous: '401',
    member: '401',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // cancelBooking: @Roles('root', 'admin', 'employee')
  'POST /api/v1/bookings/{id}/cancellation': {
    anonymous: '401',
    member: '401',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // getStaffOverview: @Roles('root', 'admin', 'employee')
  'GET /api/v1/staff/overview': {
    anonymous: '401',
    member: '401',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // listBlacklist: @Roles('root', 'admin', 'employee')
  'GET /api/v1/blacklist': {
    anonymous: '401',
    member: '401',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // banCustomer: @Roles('root', 'admin', 'employee')
  'POST /api/v1/blacklist': {
    anonymous: '401',
    member: '401',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // unbanCustomer: @Roles('root', 'admin', 'employee')
  'DELETE /api/v1/blacklist/{id}': {
    anonymous: '401',
    member: '401',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // listInbox: @Roles('root', 'admin', 'employee')
  'GET /api/v1/inbox': {
    anonymous: '401',
    member: '401',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // addTodo: @Roles('root', 'admin', 'employee')
  'POST /api/v1/inbox/todos': {
    anonymous: '401',
    member: '401',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // tickOffInboxItem: @Roles('root', 'admin', 'employee')
  'POST /api/v1/inbox/{id}/tick-off': {
    anonymous: '401',
    member: '401',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // getVehicleCalendarFeed: @Roles('root', 'admin')
  'GET /api/v1/vehicles/{id}/calendar-feed': {
    anonymous: '401',
    member: '401',
    employee: '403',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // rotateVehicleCalendarFeed: @Roles('root', 'admin')
  'POST /api/v1/vehicles/{id}/calendar-feed': {
    anonymous: '401',
    member: '401',
    employee: '403',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // downloadVehicleCalendar: @Public()
  'GET /api/v1/vehicles/{id}/calendar.ics': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // listProducts: @Roles('root', 'admin', 'employee')
  'GET /api/v1/products': {
    anonymous: '401',
    member: '401',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // createProduct: @Roles('root', 'admin', 'employee')
  'POST /api/v1/products': {
    anonymous: '401',
    member: '401',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // updateProduct: @Roles('root', 'admin', 'employee')
  'PUT /api/v1/products/{id}': {
    anonymous: '401',
    member: '401',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // restockProduct: @Roles('root', 'admin', 'employee')
  'POST /api/v1/products/{id}/restock': {
    anonymous: '401',
    member: '401',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // deleteProduct: @Roles('root', 'admin')
  'DELETE /api/v1/products/{id}': {
    anonymous: '401',
    member: '401',
    employee: '403',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // listOpenItems: @Roles('root', 'admin', 'employee')
  'GET /api/v1/cashregister/open-items': {
    anonymous: '401',
    member: '401',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // createCheckout: @Roles('root', 'admin', 'employee')
  'POST /api/v1/cashregister/checkouts': {
    anonymous: '401',
    member: '401',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // getCheckout: @Roles('root', 'admin', 'employee')
  'GET /api/v1/cashregister/checkouts/{id}': {
    anonymous: '401',
    member: '401',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // getCheckoutReceipt: @Roles('root', 'admin', 'employee')
  'GET /api/v1/cashregister/checkouts/{id}/receipt.pdf': {
    anonymous: '401',
    member: '401',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // getRegisterLog: @Roles('root', 'admin')
  'GET /api/v1/cashregister/log': {
    anonymous: '401',
    member: '401',
    employee: '403',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // downloadRegisterLog: @Roles('root', 'admin')
  'GET /api/v1/cashregister/log.csv': {
    anonymous: '401',
    member: '401',
    employee: '403',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // verifyRegisterLog: @Roles('root', 'admin')
  'GET /api/v1/cashregister/log/verify': {
    anonymous: '401',
    member: '401',
    employee: '403',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // listCashPositions: @Roles('root', 'admin')
  'GET /api/v1/cashregister/positions': {
    anonymous: '401',
    member: '401',
    employee: '403',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // downloadCashPositions: @Roles('root', 'admin')
  'GET /api/v1/cashregister/positions.csv': {
    anonymous: '401',
    member: '401',
    employee: '403',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // createCouponOrder: @Public()
  'POST /api/v1/coupon-orders': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // createPayPalCouponOrder: @Public()
  'POST /api/v1/payments/paypal/coupon-orders': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // capturePayPalCouponOrder: @Public()
  'POST /api/v1/payments/paypal/coupon-orders/{id}/capture': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // listCouponDesigns: @Public()
  'GET /api/v1/coupon-orders/designs': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // getCouponDesignImage: @Public()
  'GET /api/v1/coupon-orders/designs/{design}.svg': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // getCouponDesignThumbnail: @Public()
  'GET /api/v1/coupon-orders/designs/{design}/thumbnail.svg': {
    anonymous: 'allow',
    member: 'allow',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // getProfile: @Roles('root', 'admin', 'employee')
  'GET /api/v1/me': {
    anonymous: '401',
    member: '401',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // updateProfile: @Roles('root', 'admin', 'employee')
  'PUT /api/v1/me': {
    anonymous: '401',
    member: '401',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // listWorkingHours: @Roles('root', 'admin', 'employee')
  'GET /api/v1/working-hours': {
    anonymous: '401',
    member: '401',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // downloadWorkingHoursMonth: @Roles('root', 'admin')
  'GET /api/v1/working-hours/month.csv': {
    anonymous: '401',
    member: '401',
    employee: '403',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // saveWorkingHours: @Roles('root', 'admin', 'employee')
  'PUT /api/v1/working-hours/{employeeId}': {
    anonymous: '401',
    member: '401',
    employee: 'allow',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // createWebhookEndpoint: @Roles('root', 'admin')
  'POST /api/v1/webhooks': {
    anonymous: '401',
    member: '401',
    employee: '403',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // listWebhookEndpoints: @Roles('root', 'admin')
  'GET /api/v1/webhooks': {
    anonymous: '401',
    member: '401',
    employee: '403',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // getWebhookEndpoint: @Roles('root', 'admin')
  'GET /api/v1/webhooks/{id}': {
    anonymous: '401',
    member: '401',
    employee: '403',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // updateWebhookEndpoint: @Roles('root', 'admin')
  'PATCH /api/v1/webhooks/{id}': {
    anonymous: '401',
    member: '401',
    employee: '403',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // deleteWebhookEndpoint: @Roles('root', 'admin')
  'DELETE /api/v1/webhooks/{id}': {
    anonymous: '401',
    member: '401',
    employee: '403',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // rotateWebhookSecret: @Roles('root', 'admin')
  'POST /api/v1/webhooks/{id}/rotate-secret': {
    anonymous: '401',
    member: '401',
    employee: '403',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // listWebhookDeliveries: @Roles('root', 'admin')
  'GET /api/v1/webhooks/{id}/deliveries': {
    anonymous: '401',
    member: '401',
    employee: '403',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
  // redeliverWebhook: @Roles('root', 'admin')
  'POST /api/v1/webhooks/{id}/deliveries/{deliveryId}/redeliver': {
    anonymous: '401',
    member: '401',
    employee: '403',
    admin: 'allow',
    root: 'allow',
    demo: 'allow',
  },
};
