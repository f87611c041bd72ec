// Generated from the service's OpenAPI document by `npm run generate:api-client`. Do not edit.

export interface paths {
    "/api/manufacturers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The manufacturers a driver may name, with the domains of their official sites, which every link to their drivers lands on. */
        get: operations["Manufacturers_list"];
        put?: never;
        /** Adds a manufacturer with the domains of its official sites (admin). */
        post: operations["Manufacturers_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manufacturers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Changes a manufacturer's domains, support page or shared-pages flag (admin). */
        patch: operations["Manufacturers_update"];
        trace?: never;
    };
    "/api/drivers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists drivers, most downloaded first (ties by id), optionally of one category or one manufacturer, and only the first `limit`.
         *     When more follow, the answer's `Link: <…>; rel="next"` and `Next-Cursor` headers give the next page (`after`).
         */
        get: operations["Drivers_list"];
        put?: never;
        post: operations["Drivers_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/drivers/featured": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Featured drivers
         * @description Featured: isVerified AND isLatest, by downloadCount descending; all of them, or the first `limit`.
         */
        get: operations["Drivers_featured"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/drivers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Drivers_get"];
        /** Replaces every field of a driver. */
        put: operations["Drivers_replace"];
        post?: never;
        delete: operations["Drivers_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/drivers/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The driver's version history, newest first: its current version (`latest: true`), then the earlier versions the
         *     catalogue kept when an edit changed the version.
         */
        get: operations["DriverVersions_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/drivers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the drivers table, filtered and sorted by the database (admin). */
        get: operations["AdminDrivers_page"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dashboard's counters, the most downloaded drivers and the last retention runs (admin). */
        get: operations["AdminDrivers_overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/drivers/{id}/withdrawn-versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marks a version of the driver withdrawn by its maker, with the maker's reason and page: the driver page shows it,
         *     My PC tells a device on it, the driver's feed and a `driver.version_withdrawn` webhook announce it. Answers the
         *     driver's history.
         */
        post: operations["AdminWithdrawnVersions_withdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/drivers/{id}/withdrawn-versions/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Takes back a mark of withdrawn set by mistake. Answers the driver's history. */
        delete: operations["AdminWithdrawnVersions_restore"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The driver categories, in site order, with the number of drivers in each. */
        get: operations["Categories_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Changes a category's description and/or icon (admin). */
        patch: operations["Categories_update"];
        trace?: never;
    };
    "/api/printer-brands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Printer brands with live driver counts. */
        get: operations["Printers_brands"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/printer-models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A brand's built-in model catalogue (HP 30, Canon 24, Epson 23, Brother 24 models), or all of them. */
        get: operations["Printers_models"];
        put?: never;
        /** Adds a model to a brand's catalogue, with the next id of the brand's range (admin). */
        post: operations["Printers_createModel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/printer-models/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replaces a model's fields (admin). */
        put: operations["Printers_replaceModel"];
        post?: never;
        delete: operations["Printers_removeModel"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/drivers/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records a download and answers with the installation guide. The id is a driver id, or a
         *     printer catalogue id (101–424) sent with printerModel and printerName.
         */
        post: operations["Downloads_record"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/drivers/{id}/installation-guide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The installation guide of the driver's category (or a printer model's) and its official page, without recording a download. */
        get: operations["Downloads_guide"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/drivers/{id}/download-file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get Driver as a link: counts and records one download of the driver or printer model, as POST …/download does,
         *     and sends the visitor to its official manufacturer page. The site hosts no files. Pages link here with
         *     rel="nofollow" and robots.txt keeps crawlers out of /api, so only visitors are counted. A HEAD answers the same
         *     and counts nothing.
         */
        get: operations["Downloads_downloadFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/download-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download totals, per category and per day (admin). */
        get: operations["Downloads_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The messages, newest first, a page at a time, optionally of one category, handled or not (admin). */
        get: operations["Contact_list"];
        put?: never;
        /** Stores a visitor's message for the operator. */
        post: operations["Contact_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact-messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Marks a message handled, or waiting again (admin). */
        patch: operations["Contact_update"];
        trace?: never;
    };
    "/api/privacy-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The requests, a page at a time, optionally of one status (admin): open ones first, the most overdue at the top, then closed ones newest first. */
        get: operations["PrivacyRequests_list"];
        put?: never;
        /** Stores a privacy rights request with its reference: confirmed within 24 hours, answered within 30 days. */
        post: operations["PrivacyRequests_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy-requests/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every request with every field and its history, as a CSV file (admin). */
        get: operations["PrivacyRequests_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One request with the history of every change, oldest first (admin). */
        get: operations["PrivacyRequests_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Changes the status and/or extends the answer's due date to 60 days (once, with the reason as the note); each change joins the history (admin). */
        patch: operations["PrivacyRequests_update"];
        trace?: never;
    };
    "/api/privacy-requests/{id}/personal-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything stored for the request's e-mail address, in any case: contact messages and privacy requests (admin). */
        get: operations["PrivacyRequests_findPersonalData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy-requests/{id}/personal-data/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The same, as one JSON file to answer a request to know (or for a copy) with; the handing over joins the request's
         *     history and the audit log (admin). A read, so its answer is never kept as an idempotent write's would be.
         */
        get: operations["PrivacyRequests_exportPersonalData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy-requests/{id}/personal-data/deletion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deletes the contact messages of the request's e-mail address (in any case) and notes it in the request's history; the privacy requests are kept, as the law requires (admin). */
        post: operations["PrivacyRequests_deletePersonalData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consent-records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records a consent choice as proof, with the time; no address, browser or other personal data.
         *     Sent with `Sec-GPC: 1`, it is stored as necessary only, whatever the body says.
         */
        post: operations["Consent_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consent-records/{consentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every choice recorded under a consent id, oldest first (admin): what that visitor agreed to, and when. */
        get: operations["Consent_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs the operator in: sets an HttpOnly, SameSite=Strict session cookie. */
        post: operations["Auth_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Auth_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout-everywhere": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends every admin session, on every device, this one included (admin). */
        post: operations["Auth_logoutEverywhere"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tells whether the request carries a signed-in session. */
        get: operations["Auth_session"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every admin write, sign-in and sign-out, newest first, a page at a time or after a cursor (admin). */
        get: operations["Audit_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The service is up and reaches its database; answered within the database statement timeout either way. */
        get: operations["Health_check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Drivers whose name, description, manufacturer or category contains each word of the query (any case, spaces
         *     and hyphens aside), filtered by category, manufacturer, operating system and architecture, best match first by
         *     default. A Windows version or an architecture named in the query is taken as that filter, and the answer says
         *     which filters were applied. When nothing contains the query, the closest spellings are answered with `fuzzy: true`.
         */
        get: operations["Search_find"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The search box's suggestions: the first 8 drivers `GET /api/search` answers for the query (closest spellings
         *     included), for a query of at least 3 characters (shorter ones get none).
         */
        get: operations["Search_suggestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hardware-ids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up a device by Device Manager's list of its hardware IDs
         * @description PCI (`PCI\VEN_8086&DEV_2723&SUBSYS_00848086&REV_1A`, `&CC_028000`), USB (`USB\VID_046D&PID_082D&REV_0011&MI_00`), HD Audio (`HDAUDIO\FUNC_01&VEN_10EC&DEV_0897&SUBSYS_18497897&REV_1000`), ACPI (`ACPI\VEN_INT&DEV_33A0`, `ACPI\INT33A0`) and legacy `*PNP0303` IDs, in any case, with or without subsystem and revision. The device is named from the PCI and USB ID databases; the catalogue's drivers for it are matched from the most specific form of its ID to the most general, as Windows does; when none matches, the vendor's drivers and its official support page are given. Lines that are not IDs are listed under `refused`.
         */
        get: operations["HardwareIds_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hardware-ids/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up a device by one hardware ID
         * @description PCI (`PCI\VEN_8086&DEV_2723&SUBSYS_00848086&REV_1A`, `&CC_028000`), USB (`USB\VID_046D&PID_082D&REV_0011&MI_00`), HD Audio (`HDAUDIO\FUNC_01&VEN_10EC&DEV_0897&SUBSYS_18497897&REV_1000`), ACPI (`ACPI\VEN_INT&DEV_33A0`, `ACPI\INT33A0`) and legacy `*PNP0303` IDs, in any case, with or without subsystem and revision. The device is named from the PCI and USB ID databases; the catalogue's drivers for it are matched from the most specific form of its ID to the most general, as Windows does; when none matches, the vendor's drivers and its official support page are given. Encode the ID in the path (`\` is %5C, `&` is %26).
         */
        get: operations["HardwareIds_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/drivers/{id}/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The devices the driver installs on: the hardware IDs its package's newest recorded INF files declare (each file
         *     named, with its DriverVer and where the catalogue read it), then those the catalogue lists on the driver itself.
         */
        get: operations["DriverDevices_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/drivers/{id}/inf/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What importing these INF files would change in the driver's devices (nothing is changed)
         * @description A file that is not an INF, a section it names missing, or a line it cannot read: the message names the file and the line. Nothing changed.
         */
        post: operations["AdminInfImports_preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/drivers/{id}/inf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Imports INF files as the declarations of the driver's current version, in one transaction
         * @description The devices they declare replace those of the INF files imported before for that version. A file that is not an INF, a section it names missing, or a line it cannot read: the message names the file and the line. Nothing changed.
         */
        post: operations["AdminInfImports_apply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalog-imports/{format}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What importing a maker's catalog would do to the catalogue (nothing is changed)
         * @description A file that is not the format of its maker (not XML, another document, not a CVA) is refused (400) and nothing changes; a package that cannot be read is left out, its problems in its item.
         */
        post: operations["AdminCatalogImports_preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalog-imports/{format}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Imports a maker's catalog into the catalogue, in one transaction
         * @description Drivers made, new versions (the one before kept in the history), devices added; the same files again change nothing. A file that is not the format of its maker (not XML, another document, not a CVA) is refused (400) and nothing changes; a package that cannot be read is left out, its problems in its item.
         */
        post: operations["AdminCatalogImports_apply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A whole PC's drivers checked: each device named, its installed driver, the catalogue's driver and a verdict
         * @description The list Windows prints, as it was printed: `Get-CimInstance Win32_PnPSignedDriver | Select-Object DeviceName, HardWareID, CompatID, DriverVersion, DriverDate, DriverProviderName, Manufacturer, DeviceClass, InfName, IsSigned | ConvertTo-Json` (or `Export-Csv`), `pnputil /enum-devices /connected /drivers /deviceids` in any language, or Device Manager's Hardware Ids of several devices separated by blank lines; UTF-8, or UTF-16 with its byte order mark; up to 2 MB and 2,000 devices. A record that cannot be read is listed under `notRead` with its line; the rest is answered. Nothing of the list is stored or logged.
         */
        post: operations["DeviceReports_report"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sitemap/drivers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every driver's id, name and last change, by id, 50,000 a page: what the site's sitemap lists of the drivers' pages. */
        get: operations["Sitemap_drivers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sitemap/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The catalogue's sitemap files, by name: the printer models' pages, and the drivers' pages 50,000 a file. */
        get: operations["Sitemap_files"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sitemap/files/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The addresses of the catalogue's pages that one sitemap file lists, as the site serves them. */
        get: operations["Sitemap_file"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remote-releases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The live releases: every remote with an active release, and its canary with its share of visitors (what the gateway lists). */
        get: operations["RemoteReleases_live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/remote-releases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every remote, its active and canary releases, and its releases newest first with their checks, metadata and failure rates (admin or release token). */
        get: operations["RemoteReleases_registry"];
        put?: never;
        /** Registers a release from its release.json, after the checks in it and the live checks against the other remotes' live releases (admin or the remote's token). */
        post: operations["RemoteReleases_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/remote-releases/{remote}/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Makes a registered release active on every gateway within seconds: a promotion, or a roll back to an earlier release (admin or the remote's token). */
        put: operations["RemoteReleases_setActive"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/remote-releases/{remote}/canary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Shows a registered release to a share of visitors (1–50 %) beside the active one (admin or the remote's token). */
        put: operations["RemoteReleases_setCanary"];
        post?: never;
        /** Drops the canary: every visitor gets the active release (admin or the remote's token). */
        delete: operations["RemoteReleases_dropCanary"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/remote-releases/{remote}/canary/promote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Makes the canary the active release (admin or the remote's token). */
        post: operations["RemoteReleases_promoteCanary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remote-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The shell's report of a remote on a page: loaded (canaries), failed to load, failed to render; no personal data.
         *     A report of a release that is not live (unknown, or no longer active nor canary) is accepted and ignored.
         */
        post: operations["RemoteReports_report"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/release-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The release tokens, newest first, without their secrets (admin). */
        get: operations["ReleaseTokens_list"];
        put?: never;
        /** Makes a token for a team's release pipeline, which may act on its own remote only; its secret is in this answer alone (admin). */
        post: operations["ReleaseTokens_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/release-tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revokes a token: it is refused from now on (admin). */
        delete: operations["ReleaseTokens_revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every partner's webhook endpoint with its key, the disabled ones (and why) first (admin). */
        get: operations["AdminWebhookEndpoints_list"];
        put?: never;
        /** Registers an endpoint for a partner key; its signing secret is in this answer alone (admin). */
        post: operations["AdminWebhookEndpoints_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhook-endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes an endpoint and its deliveries (admin). */
        delete: operations["AdminWebhookEndpoints_remove"];
        options?: never;
        head?: never;
        /** Changes an endpoint's URL, events or description (admin). */
        patch: operations["AdminWebhookEndpoints_update"];
        trace?: never;
    };
    "/api/admin/webhook-endpoints/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Gives an endpoint a new signing secret, in this answer alone; the old one signs nothing more (admin). */
        post: operations["AdminWebhookEndpoints_rotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhook-endpoints/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends to a disabled endpoint again: its pending deliveries and new events (admin). */
        post: operations["AdminWebhookEndpoints_enable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhook-endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An endpoint's latest 100 deliveries, newest first, each with its attempts and the receiver's answers (admin). */
        get: operations["AdminWebhookEndpoints_deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This key's webhook endpoints, the disabled ones (and why) first. */
        get: operations["PartnerWebhookEndpoints_list"];
        put?: never;
        /** Registers an endpoint for this key; its signing secret is in this answer alone. */
        post: operations["PartnerWebhookEndpoints_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/webhook-endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes one of this key's endpoints and its deliveries. */
        delete: operations["PartnerWebhookEndpoints_remove"];
        options?: never;
        head?: never;
        /** Changes one of this key's endpoints: its URL, events or description. */
        patch: operations["PartnerWebhookEndpoints_update"];
        trace?: never;
    };
    "/api/partner/webhook-endpoints/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Gives one of this key's endpoints a new signing secret, in this answer alone. */
        post: operations["PartnerWebhookEndpoints_rotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/webhook-endpoints/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends to one of this key's disabled endpoints again. */
        post: operations["PartnerWebhookEndpoints_enable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner/webhook-endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest 100 deliveries to one of this key's endpoints, newest first, with their attempts and the answers. */
        get: operations["PartnerWebhookEndpoints_deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partner-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The partner keys, newest first, without their secrets, with their requests per day over 30 days (admin). */
        get: operations["PartnerKeys_list"];
        put?: never;
        /** Makes a partner's API key with its own quota; its secret is in this answer alone (admin). */
        post: operations["PartnerKeys_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partner-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revokes a key: every request with it is refused (401) from now on (admin). */
        delete: operations["PartnerKeys_revoke"];
        options?: never;
        head?: never;
        /** Renames a key or changes its quota; the gateways use the new quota at once (admin). */
        patch: operations["PartnerKeys_update"];
        trace?: never;
    };
    "/api/admin/partner-keys/{id}/rotation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Gives the key a new secret, in this answer alone; the old secret is refused from now on (admin). */
        post: operations["PartnerKeys_rotate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feeds/drivers.atom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * New and updated drivers
         * @description The drivers of the whole catalogue that last changed, newest first: one entry per driver, its current version.
         */
        get: operations["Feeds_catalogue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feeds/categories/{category}.atom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A category's new and updated drivers
         * @description The category by the words of its name, lower case, joined by "-" (graphics-cards).
         */
        get: operations["Feeds_category"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feeds/manufacturers/{slug}.atom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A manufacturer's new and updated drivers */
        get: operations["Feeds_manufacturer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feeds/drivers/{id}.atom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A driver's versions
         * @description One entry per version, the current one first.
         */
        get: operations["Feeds_driver"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Manufacturer: {
            id: number;
            /**
             * @description The name drivers are stored with (Unicode NFKC).
             * @example NVIDIA
             */
            name: string;
            /**
             * @description The sidebar filter's value.
             * @example nvidia
             */
            slug: string;
            /**
             * @description Registrable domain names of its official sites; their subdomains count too.
             * @example [
             *       "nvidia.com"
             *     ]
             */
            domains: string[];
            /**
             * @description Its general driver download or support page, on one of its domains.
             * @example https://www.nvidia.com/en-us/drivers/
             */
            supportUrl: string;
            /**
             * @description It has no page per driver (its drivers share one download page, or come from PC makers).
             * @example false
             */
            sharedDriverPages: boolean;
        };
        CreateManufacturerDto: {
            /**
             * @description Stored in Unicode NFKC; invisible characters are refused.
             * @example Elgato
             */
            name: string;
            /**
             * @description The filter value: lower-case letters and digits joined by hyphens; made from the name when left out.
             * @example elgato
             */
            slug?: string;
            /**
             * @description The registrable domain names of its official sites (a subdomain of one counts too).
             * @example [
             *       "elgato.com"
             *     ]
             */
            domains: string[];
            /**
             * Format: uri
             * @description Its driver download or support page: https, on one of its domains.
             * @example https://help.elgato.com/hc/en-us
             */
            supportUrl: string;
            /**
             * @description It has no page per driver: its drivers link to one shared page.
             * @example false
             */
            sharedDriverPages?: boolean;
        };
        ErrorResponseDto: {
            /** @example 400 */
            statusCode: number;
            /** @example Bad Request */
            error: string;
            /**
             * @description One message, or one per invalid field.
             * @example [
             *       "name should not be empty"
             *     ]
             */
            message: Record<string, never>;
        };
        UpdateManufacturerDto: {
            /**
             * @description The registrable domain names of its official sites (a subdomain of one counts too).
             * @example [
             *       "elgato.com"
             *     ]
             */
            domains?: string[];
            /**
             * Format: uri
             * @description Its driver download or support page: https, on one of its domains.
             * @example https://help.elgato.com/hc/en-us
             */
            supportUrl?: string;
            /**
             * @description It has no page per driver: its drivers link to one shared page.
             * @example false
             */
            sharedDriverPages?: boolean;
        };
        Driver: {
            /** @description Driver ids start at 1000, so they never collide with the printer catalogue ids (101–424). */
            id: number;
            /** @example NVIDIA GeForce RTX 4070 Game Ready Driver */
            name: string;
            /** @example 566.36 */
            version: string;
            /** @example December 2024 */
            releaseDate: string;
            description: string;
            /** @example 1250000 */
            downloadCount: number;
            /**
             * @description From 1 to 5.
             * @example 5
             */
            rating: number;
            isVerified: boolean;
            isLatest: boolean;
            /** @example Windows 11, Windows 10 */
            operatingSystem: string;
            /** @example 64-bit */
            architecture: string;
            /** @example 732 MB */
            fileSize: string;
            /** @example NVIDIA */
            manufacturer: string;
            /** @example Graphics Cards */
            category: string;
            /** @example https://www.nvidia.com/en-us/drivers/ */
            downloadUrl: string;
            /** @description The official page on the manufacturer's own domain that the download sends visitors to. */
            officialUrl: string | null;
            /** @example NVIDIA GeForce RTX 4070 */
            fullName: string | null;
            /** @example RTX 4070 */
            modelNumber: string | null;
            /** @example GeForce RTX 40 Series */
            series: string | null;
            image: string | null;
            /** @example 566.36-desktop-win10-win11-64bit-international-dch-whql.exe */
            driverFile: string | null;
            /**
             * @description The hardware IDs it installs on, in their canonical spelling; a GIN index finds the drivers of a device.
             * @example [
             *       "PCI\\VEN_10DE&DEV_2786"
             *     ]
             */
            hardwareIds: string[];
            /** @description Its maker no longer updates it (NVIDIA's R470 branch for Kepler cards; a package whose newer versions dropped its Windows): no newer version will come. */
            supportEnded: boolean;
            /**
             * @description The day its maker ended it, where the maker gives one.
             * @example 2024-09-30
             */
            supportEndedOn: string | null;
            /**
             * @description The release month as a date, for "latest release first", kept from releaseDate by the service. (The
             *     table also has "searchText", a generated lower-cased text with a trigram index that search queries use.)
             */
            releasedOn?: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        CreateDriverDto: {
            /** @example NVIDIA GeForce RTX 4070 Game Ready Driver */
            name: string;
            /** @example 566.36 */
            version: string;
            /**
             * @description Month and year of the release.
             * @example December 2024
             */
            releaseDate: string;
            /** @example Game Ready driver for GeForce RTX 40 Series graphics cards. */
            description: string;
            /** @example Windows 11, Windows 10 */
            operatingSystem: string;
            /** @example 64-bit */
            architecture: string;
            /** @example 732 MB */
            fileSize: string;
            /**
             * @description One of the manufacturers (GET /api/manufacturers), by name or slug in any case; stored as its record names it.
             * @example NVIDIA
             */
            manufacturer: string;
            /**
             * @description One of the seven categories.
             * @example Graphics Cards
             * @enum {string}
             */
            category: "Graphics Cards" | "Network Adapters" | "Audio Devices" | "Printers" | "USB Controllers" | "Input Devices" | "Cameras";
            /**
             * @description An https page on the manufacturer's own domains, or a path of this site.
             * @example https://www.nvidia.com/en-us/drivers/
             */
            downloadUrl: string;
            /** @example 0 */
            downloadCount?: number;
            /** @example 5 */
            rating?: number;
            isVerified?: boolean;
            isLatest?: boolean;
            /**
             * Format: uri
             * @description The official page, on the manufacturer's own domains (https).
             * @example https://www.nvidia.com/en-us/drivers/
             */
            officialUrl?: string | null;
            fullName?: string | null;
            modelNumber?: string | null;
            series?: string | null;
            image?: string | null;
            driverFile?: string | null;
            /**
             * @description The Windows hardware IDs it installs on, in any case; stored in canonical form.
             * @example [
             *       "PCI\\VEN_10DE&DEV_2786"
             *     ]
             */
            hardwareIds?: string[];
            /**
             * @description Its maker no longer updates it: no newer version will come.
             * @example false
             */
            supportEnded?: boolean;
            /**
             * @description The day its maker ended it, where the maker gives one (with supportEnded).
             * @example 2024-09-30
             */
            supportEndedOn?: string | null;
        };
        WithdrawnDto: {
            /** @example Some systems with an RTX 40 Series card showed a black screen after the update. */
            reason: string;
            /** @example https://www.nvidia.com/en-us/geforce/forums/game-ready-drivers/13/548031/ */
            link: string | null;
            /**
             * Format: date-time
             * @description When the operator marked it.
             * @example 2025-08-02T10:12:00.000Z
             */
            withdrawnAt: string;
        };
        DriverVersionDto: {
            /** @example 581.57 */
            version: string;
            /** @example October 2025 */
            releaseDate: string;
            /** @example 868 MB */
            fileSize: string;
            /** @description What the catalogue said of the driver at this version. */
            notes: string;
            /** @description True for the driver's current version, the newest the catalogue holds (the first of the list). */
            latest: boolean;
            /** @description Set when its maker withdrew this version: the maker's reason and page. */
            withdrawn: components["schemas"]["WithdrawnDto"] | null;
        };
        AdminDriverPageDto: {
            items: components["schemas"]["Driver"][];
            /**
             * @description Matching drivers, counted up to 10,000 (with words, 1,000).
             * @example 98
             */
            total: number;
            /**
             * @description More match than were counted: narrow the filters to reach the rest.
             * @example false
             */
            totalCapped: boolean;
            /** @example 1 */
            page: number;
            /** @example 20 */
            pageSize: number;
            /** @description The cursor of the page after this one (for `after`), null on the last page. */
            nextCursor: string | null;
        };
        RetentionRun: {
            id: number;
            /**
             * @description The kind of record, as the retention table names it.
             * @example download-records
             */
            kind: string;
            /**
             * @description The records deleted, or whose fields were cleared.
             * @example 1250
             */
            affected: number;
            /**
             * Format: date-time
             * @description The time the run purged up to: the clock's "now", from which each period was counted back.
             */
            ranAt: string;
        };
        AdminOverviewDto: {
            /** @example 98 */
            totalDrivers: number;
            /** @example 7 */
            categories: number;
            /**
             * @description The sum of every driver's download count.
             * @example 31250000
             */
            totalDownloads: number;
            /** @example 91 */
            verifiedDrivers: number;
            /** @description The 5 most downloaded drivers. */
            mostDownloaded: components["schemas"]["Driver"][];
            /** @description The last run of the retention purge over each kind of record in the retention table. */
            retentionRuns: components["schemas"]["RetentionRun"][];
        };
        WithdrawVersionDto: {
            /**
             * @description One of the driver's versions: its current one or one of its history.
             * @example 560.70
             */
            version: string;
            /**
             * @description The maker's reason, in its words.
             * @example Some systems with an RTX 40 Series card showed a black screen after the update.
             */
            reason: string;
            /**
             * Format: uri
             * @description The maker's page saying so, https on its own domains.
             * @example https://www.nvidia.com/en-us/geforce/forums/game-ready-drivers/13/548031/
             */
            link?: string | null;
        };
        CategoryDto: {
            /** @example 1 */
            id: number;
            /** @example Graphics Cards */
            name: string;
            /** @example graphics */
            icon: string;
            description: string;
            /**
             * @description The number of drivers in the category, as of the last write.
             * @example 14
             */
            driverCount: number;
        };
        UpdateCategoryDto: {
            /** @example Drivers for NVIDIA, AMD and Intel graphics cards. */
            description?: string;
            /**
             * @description One of the site's category icons.
             * @example graphics
             * @enum {string}
             */
            icon?: "graphics" | "network" | "audio" | "printer" | "usb" | "input" | "camera";
        };
        PrinterBrandDto: {
            /** @example 1 */
            id: number;
            /** @example HP */
            name: string;
            logoUrl: string | null;
            /**
             * @description Live count: the brand's catalogue models plus its drivers in the catalogue.
             * @example 36
             */
            driverCount: number;
            /**
             * @description The brand's own page, when it has one.
             * @example /printers/hp
             */
            route: string | null;
        };
        PrinterModel: {
            /**
             * @description HP 101–130, Canon 201–224, Epson 301–323, Brother 401–424.
             * @example 301
             */
            id: number;
            /** @example Epson */
            brand: string;
            /** @example ET-4760 */
            modelNumber: string;
            /** @example Epson EcoTank ET-4760 */
            fullName: string;
            /** @example EcoTank */
            series: string;
            /** @example Tank */
            category: string;
            description: string;
            image: string | null;
            /** @example Epson_ET-4760_Driver_v2.68.exe */
            driverFile: string;
            /** @example 125 MB */
            fileSize: string;
            /** @description The model's driver page on the brand's own site. */
            officialUrl: string;
            downloadCount: number;
        };
        PrinterModelInputDto: {
            /**
             * @example Epson
             * @enum {string}
             */
            brand: "HP" | "Canon" | "Epson" | "Brother";
            /** @example ET-4760 */
            modelNumber: string;
            /** @example Epson EcoTank ET-4760 */
            fullName: string;
            /** @example EcoTank */
            series: string;
            /**
             * @description The type the brand page filters by.
             * @example Tank
             */
            category: string;
            /** @example Cartridge-free all-in-one with automatic two-sided printing. */
            description: string;
            image?: string | null;
            /** @example Epson_ET-4760_Driver_v2.68.exe */
            driverFile: string;
            /** @example 125 MB */
            fileSize: string;
            /**
             * Format: uri
             * @description The model's driver page on the brand's own site (https).
             * @example https://epson.com/Support/Printers/ET-4760
             */
            officialUrl: string;
            /** @example 0 */
            downloadCount?: number;
        };
        DownloadRequestDto: {
            /** @example ET-4760 */
            printerModel?: string | null;
            /** @example Epson EcoTank ET-4760 */
            printerName?: string | null;
            /** @example AX211 */
            driverModel?: string | null;
            /** @example Intel Wi-Fi 6E AX211 Driver */
            driverName?: string | null;
        };
        InstallationGuideDto: {
            steps: string[];
            tips: string[];
            supportNote: string;
        };
        DownloadResponseDto: {
            installationGuide: components["schemas"]["InstallationGuideDto"];
            disclaimer: string;
            /**
             * @description The official page on the manufacturer's own domain.
             * @example https://www.nvidia.com/en-us/drivers/
             */
            officialUrl: string | null;
            /**
             * @description Downloads counted so far, this one included.
             * @example 1250001
             */
            downloadCount: number;
            /** @description The driver downloaded, for a driver id. */
            driverId?: number;
            /** @description The catalogue model downloaded, for a printer model id. */
            printerModelId?: number;
        };
        InstallationGuideResponseDto: {
            installationGuide: components["schemas"]["InstallationGuideDto"];
            disclaimer: string;
            /**
             * @description The official page on the manufacturer's own domain, or null when none is known.
             * @example https://www.nvidia.com/en-us/drivers/
             */
            officialUrl: string | null;
        };
        DownloadTotalsDto: {
            /**
             * @description Sum of every driver's download count.
             * @example 31250000
             */
            driverDownloads: number;
            /**
             * @description Sum of every printer catalogue model's download count.
             * @example 420
             */
            printerModelDownloads: number;
            /**
             * @description Download actions recorded by this service (each also counted above).
             * @example 1530
             */
            recorded: number;
            /**
             * @description Recorded in the last 30 days.
             * @example 310
             */
            recordedLast30Days: number;
        };
        CategoryDownloadsDto: {
            /** @example Graphics Cards */
            category: string;
            /**
             * @description Sum of the download counts of the category's drivers.
             * @example 9800000
             */
            downloads: number;
            /**
             * @description Download actions recorded for the category.
             * @example 120
             */
            recorded: number;
        };
        CategoryDayDto: {
            /** @example Graphics Cards */
            category: string;
            /** @example 12 */
            recorded: number;
        };
        DailyDownloadsDto: {
            /**
             * @description UTC day.
             * @example 2026-11-21
             */
            date: string;
            /** @example 42 */
            recorded: number;
            /** @description The day's recorded downloads per category; categories without any are left out. */
            byCategory: components["schemas"]["CategoryDayDto"][];
        };
        DownloadStatsDto: {
            totals: components["schemas"]["DownloadTotalsDto"];
            /** @description Every category, in site order, with printer catalogue downloads counted under Printers. */
            byCategory: components["schemas"]["CategoryDownloadsDto"][];
            /** @description The last 30 days, oldest first, days without downloads included. */
            byDay: components["schemas"]["DailyDownloadsDto"][];
        };
        CreateContactMessageDto: {
            /** @example Jordan Lee */
            name: string;
            /**
             * Format: email
             * @example jordan@example.com
             */
            email: string;
            /** @example Driver for my RTX 4070 */
            subject: string;
            /**
             * @example driver-request
             * @enum {string}
             */
            category: "technical-support" | "driver-request" | "bug-report" | "feature-request" | "general-inquiry" | "business";
            /** @example Which driver do I need for an RTX 4070 on Windows 11? */
            message: string;
        };
        ContactMessageReceiptDto: {
            /** @example 12 */
            id: number;
            /** Format: date-time */
            receivedAt: string;
        };
        ContactMessage: {
            id: number;
            name: string;
            email: string;
            subject: string;
            /** @example technical-support */
            category: string;
            message: string;
            /** Format: date-time */
            receivedAt: string;
            /**
             * Format: date-time
             * @description When the operator marked it handled; null while it waits for an answer.
             */
            handledAt: string | null;
        };
        ContactMessagePageDto: {
            items: components["schemas"]["ContactMessage"][];
            /** @example 12 */
            total: number;
            /** @example 1 */
            page: number;
            /** @example 20 */
            pageSize: number;
            /** @description The cursor of the page after this one (for `after`), null on the last page. */
            nextCursor: string | null;
        };
        UpdateContactMessageDto: {
            /**
             * @description Marks the message handled (true) or waiting again (false).
             * @example true
             */
            handled: boolean;
        };
        CreatePrivacyRequestDto: {
            /** @example Alex */
            firstName: string;
            /** @example Rivera */
            lastName: string;
            /**
             * Format: email
             * @example alex@example.com
             */
            email: string;
            /** @example +1 212 555 0100 */
            phone?: string | null;
            /**
             * @example California
             * @enum {string}
             */
            state: "California" | "Virginia" | "Colorado" | "Connecticut" | "Utah" | "Texas" | "Oregon" | "Montana" | "Delaware" | "Iowa" | "Nebraska" | "New Hampshire" | "New Jersey" | "Minnesota" | "Tennessee" | "Maryland" | "other";
            /**
             * @example know
             * @enum {string}
             */
            requestType: "know" | "delete" | "correct" | "portability" | "opt-out-ads" | "opt-out-sale" | "opt-out-profiling" | "other";
            /** @example Please tell me which personal data you hold about me. */
            description: string;
        };
        PrivacyRequestReceiptDto: {
            /** @example 7 */
            id: number;
            /**
             * @description The number the visitor quotes.
             * @example PR-2026-000007
             */
            reference: string;
            /** @example received */
            status: string;
            /** Format: date-time */
            receivedAt: string;
            /**
             * Format: date-time
             * @description The visitor is told the request arrived within 24 hours.
             */
            confirmationDueAt: string;
            /**
             * Format: date-time
             * @description The answer is due 30 days after receipt (extendable to 60 for complex requests).
             */
            responseDueAt: string;
        };
        PrivacyRequestListItemDto: {
            /**
             * @description Still open after its due date.
             * @example false
             */
            overdue: boolean;
            id: number;
            /**
             * @description The number the visitor quotes: the year of receipt and the id.
             * @example PR-2026-000042
             */
            reference: string;
            /** @example received */
            status: string;
            firstName: string;
            lastName: string;
            email: string;
            phone: string | null;
            /** @example California */
            state: string;
            /** @example know */
            requestType: string;
            description: string;
            /** Format: date-time */
            receivedAt: string;
            /**
             * Format: date-time
             * @description The visitor is told the request arrived within 24 hours (the page's promise).
             */
            confirmationDueAt: string;
            /** @description The answer's due date was extended to 60 days after receipt (once, for a complex request). */
            extended: boolean;
            /**
             * Format: date-time
             * @description The record is deleted after this date: 3 years after receipt.
             */
            retainUntil: string;
            /**
             * Format: date-time
             * @description The answer is due 30 days after receipt (extendable to 60 for complex requests).
             */
            dueAt: string;
        };
        PrivacyRequestPageDto: {
            items: components["schemas"]["PrivacyRequestListItemDto"][];
            /** @example 42 */
            total: number;
            /** @example 1 */
            page: number;
            /** @example 20 */
            pageSize: number;
            /** @description The cursor of the page after this one (for `after`), null on the last page. */
            nextCursor: string | null;
        };
        PrivacyRequest: {
            id: number;
            /**
             * @description The number the visitor quotes: the year of receipt and the id.
             * @example PR-2026-000042
             */
            reference: string;
            /** @example received */
            status: string;
            firstName: string;
            lastName: string;
            email: string;
            phone: string | null;
            /** @example California */
            state: string;
            /** @example know */
            requestType: string;
            description: string;
            /** Format: date-time */
            receivedAt: string;
            /**
             * Format: date-time
             * @description The visitor is told the request arrived within 24 hours (the page's promise).
             */
            confirmationDueAt: string;
            /** @description The answer's due date was extended to 60 days after receipt (once, for a complex request). */
            extended: boolean;
            /**
             * Format: date-time
             * @description The record is deleted after this date: 3 years after receipt.
             */
            retainUntil: string;
            /**
             * Format: date-time
             * @description The answer is due 30 days after receipt (extendable to 60 for complex requests).
             */
            dueAt: string;
        };
        PrivacyRequestEvent: {
            id: number;
            requestId: number;
            request?: components["schemas"]["PrivacyRequest"];
            /**
             * @example status
             * @enum {string}
             */
            kind: "status" | "received" | "extended" | "data-exported" | "data-deleted";
            /**
             * @description The status after this change.
             * @example verifying
             */
            status: string;
            /** @description What the operator noted (for an extension, the reason the visitor is told; for the data, what was handed over or deleted). */
            note: string | null;
            /** Format: date-time */
            at: string;
        };
        PrivacyRequestWithHistoryDto: {
            /**
             * @description Still open after its due date.
             * @example false
             */
            overdue: boolean;
            id: number;
            /**
             * @description The number the visitor quotes: the year of receipt and the id.
             * @example PR-2026-000042
             */
            reference: string;
            /** @example received */
            status: string;
            firstName: string;
            lastName: string;
            email: string;
            phone: string | null;
            /** @example California */
            state: string;
            /** @example know */
            requestType: string;
            description: string;
            /** Format: date-time */
            receivedAt: string;
            /**
             * Format: date-time
             * @description The visitor is told the request arrived within 24 hours (the page's promise).
             */
            confirmationDueAt: string;
            /** @description The answer's due date was extended to 60 days after receipt (once, for a complex request). */
            extended: boolean;
            /**
             * Format: date-time
             * @description The record is deleted after this date: 3 years after receipt.
             */
            retainUntil: string;
            /**
             * Format: date-time
             * @description The answer is due 30 days after receipt (extendable to 60 for complex requests).
             */
            dueAt: string;
            /** @description Every change, oldest first. */
            history: components["schemas"]["PrivacyRequestEvent"][];
        };
        UpdatePrivacyRequestDto: {
            /**
             * @example verifying
             * @enum {string}
             */
            status?: "received" | "verifying" | "in-progress" | "completed" | "denied";
            /**
             * @description Extends the answer's due date to 60 days after receipt; needs a note.
             * @example true
             */
            extend?: boolean;
            /** @example We need the documents you offered to verify your identity. */
            note?: string;
        };
        PersonalDataDto: {
            /**
             * @description The request it was found for.
             * @example PR-2026-000042
             */
            reference: string;
            /**
             * @description The requester's e-mail address, as the request gives it.
             * @example alex@example.com
             */
            email: string;
            /**
             * @description What the request does with the data: hand it over as this file, delete it, or have the operator review it.
             * @example export
             * @enum {string}
             */
            handling: "export" | "deletion" | "review";
            /**
             * Format: date-time
             * @description When the data was read.
             */
            readAt: string;
            /** @description Every contact message sent from the address, oldest first. */
            contactMessages: components["schemas"]["ContactMessage"][];
            /** @description Every privacy request made with the address, this one included, oldest first: kept for 3 years as the law's record of them. */
            privacyRequests: components["schemas"]["PrivacyRequestWithHistoryDto"][];
            /**
             * @description What else is stored, and why it is not listed.
             * @example Download records and consent records hold no e-mail address: none of them can be found for this person.
             */
            withoutEmail: string;
        };
        CreateConsentRecordDto: {
            /**
             * Format: uuid
             * @example 5b0f7c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b
             */
            consentId: string;
            /** @example true */
            functional: boolean;
            /** @example false */
            analytics: boolean;
            /** @example false */
            advertising: boolean;
            /** @example de4150b7 */
            policyVersion: string;
            /**
             * @description The browser's Global Privacy Control signal was on.
             * @example false
             */
            gpc: boolean;
        };
        ConsentRecordReceiptDto: {
            /** @example 5b0f7c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b */
            consentId: string;
            /** Format: date-time */
            recordedAt: string;
        };
        ConsentRecord: {
            id: number;
            /** @description The random id the visitor's browser keeps with its choice. */
            consentId: string;
            functional: boolean;
            analytics: boolean;
            advertising: boolean;
            /**
             * @description The cookie policy version the choice was made under.
             * @example de4150b7
             */
            policyVersion: string;
            /** @description The browser sent Global Privacy Control. */
            gpc: boolean;
            /** Format: date-time */
            recordedAt: string;
        };
        LoginDto: {
            /**
             * @description The operator's password.
             * @example correct horse battery staple
             */
            password: string;
        };
        SessionDto: {
            /** @example true */
            authenticated: boolean;
            /** @description When the session ends, if signed in. */
            expiresAt?: string;
        };
        AuditEntry: {
            id: number;
            /** Format: date-time */
            at: string;
            /** @example Driver updated */
            action: string;
            /**
             * @description The record written, when there is one.
             * @example driver 1042
             */
            target: string | null;
            /** @example PUT /api/drivers/1042 */
            request: string;
            /**
             * @description The session's short id: the first 12 characters of the hash of its token (never the token).
             * @example 3f9a1c0b7d2e
             */
            sessionId: string | null;
        };
        AuditPageDto: {
            items: components["schemas"]["AuditEntry"][];
            /** @example 120 */
            total: number;
            /** @example 1 */
            page: number;
            /** @example 20 */
            pageSize: number;
            /** @description The cursor of the page after this one (for `after`), null on the last page. */
            nextCursor: string | null;
        };
        HealthDto: {
            /** @example ok */
            status: string;
            /** @example up */
            database: string;
        };
        SearchResultDto: {
            /**
             * @description Drivers matching, whatever the limit, counted up to 1,000.
             * @example 3
             */
            total: number;
            /** @description True when more than 1,000 drivers match: `total` is then 1,000. */
            totalCapped: boolean;
            /** @description True when nothing matched exactly and these are the closest spellings. */
            fuzzy: boolean;
            /** @example relevance */
            sort: string;
            /**
             * @description The operating system filter applied: the `os` parameter, or else the version named in `q`.
             * @example Windows 11
             * @enum {string}
             */
            os?: "Windows 11" | "Windows 10" | "Windows 8.1" | "Windows 7";
            /**
             * @description The architecture filter applied: the `architecture` parameter, or else the one named in `q`.
             * @example 64-bit
             * @enum {string}
             */
            architecture?: "64-bit" | "32-bit";
            /**
             * @description What was searched for when `q` named an operating system or architecture: `q` without those words, lower-cased
             *     (absent otherwise). To drop a filter the visitor typed, search for this with the filters kept as parameters.
             * @example realtek
             */
            q?: string;
            items: components["schemas"]["Driver"][];
            /**
             * @description The cursor of the page after this one (for `after`), null on the last page; absent with the relevance sort, which
             *     pages by `offset` only.
             */
            nextCursor?: string | null;
        };
        SuggestionDto: {
            /** @example 1001 */
            id: number;
            /** @example NVIDIA GeForce RTX 4070 Game Ready Driver */
            name: string;
            description: string;
            /** @example NVIDIA */
            manufacturer: string;
            /** @example Graphics Cards */
            category: string;
        };
        ParsedHardwareIdDto: {
            /**
             * @example PCI
             * @enum {string}
             */
            bus: "PCI" | "USB" | "HDAUDIO" | "ACPI";
            /**
             * @description The enumerator the ID is written with: the bus's own, or INTELAUDIO for an HD Audio codec on Intel's Smart Sound bus.
             * @example PCI
             */
            enumerator: string;
            /** @example PCI\VEN_8086&DEV_2723&SUBSYS_00848086&REV_1A */
            id: string;
            /**
             * @description PCI and HD Audio: the PCI vendor ID; USB: the VID; ACPI: the vendor prefix.
             * @example 8086
             */
            vendorId: string | null;
            /** @example 2723 */
            deviceId: string | null;
            /**
             * @description The subsystem's vendor: the last four digits of a PCI SUBSYS_, the first four of an HD Audio one.
             * @example 8086
             */
            subsystemVendorId: string | null;
            /** @example 0084 */
            subsystemDeviceId: string | null;
            /** @example 1A */
            revision: string | null;
            /**
             * @description PCI class code (CC_).
             * @example 028000
             */
            classCode: string | null;
            /** @description USB interface (MI_). */
            interfaceNumber: string | null;
            /** @description HD Audio function group (FUNC_). */
            functionGroup: string | null;
        };
        RefusedHardwareIdDto: {
            /** @example ROOT\DISPLAY */
            input: string;
            /** @example ROOT\ IDs are not looked up here: PCI\, USB\, HDAUDIO\, INTELAUDIO\, ACPI\ and *PNP IDs are. */
            reason: string;
        };
        HardwareIdNamesDto: {
            /** @example Intel Corporation */
            vendor: string | null;
            /** @example Wi-Fi 6 AX200 */
            device: string | null;
            /** @example Intel Corporation */
            subsystemVendor: string | null;
            /** @example Wi-Fi 6 AX200NGW */
            subsystem: string | null;
        };
        HardwareIdDriverMatchDto: {
            /**
             * @description The form of the device's ID the driver lists: the most specific first.
             * @example PCI\VEN_8086&DEV_2723
             */
            matchedBy: string;
            driver: components["schemas"]["Driver"];
        };
        HardwareIdManufacturerDto: {
            /** @example Intel */
            name: string;
            /** @example intel */
            slug: string;
            /**
             * @description Its official driver or support page.
             * @example https://www.intel.com/content/www/us/en/download-center/home.html
             */
            supportUrl: string;
        };
        IdDatabaseSourceDto: {
            /** @example pci.ids */
            file: string;
            /** @example 2025.06.09 */
            version: string | null;
        };
        HardwareIdAnswerDto: {
            /** @description The device, from the most specific ID given (a list's subsystem, revision and class merged in). */
            hardwareId: components["schemas"]["ParsedHardwareIdDto"];
            /**
             * @description Every ID read, canonical, in the order given.
             * @example [
             *       "PCI\\VEN_8086&DEV_2723&SUBSYS_00848086&REV_1A"
             *     ]
             */
            ids: string[];
            /**
             * @description IDs of a list that name another device than the first: not looked up.
             * @example []
             */
            otherDevices: string[];
            /** @description Lines of a list that are not hardware IDs. */
            refused: components["schemas"]["RefusedHardwareIdDto"][];
            names: components["schemas"]["HardwareIdNamesDto"];
            /** @description The forms a driver is matched by, most specific first, as Windows ranks them. */
            matchingForms: string[];
            /** @description The catalogue's drivers for this device, the most specific match first (then the most downloaded). */
            drivers: components["schemas"]["HardwareIdDriverMatchDto"][];
            /** @description When no driver lists the device: the vendor's drivers in the catalogue, most downloaded first (at most 12). */
            vendorDrivers: components["schemas"]["Driver"][];
            /** @description The vendor's entry in the catalogue, with its official support page; null when the catalogue does not know the maker. */
            manufacturer: components["schemas"]["HardwareIdManufacturerDto"] | null;
            /** @description The copies of the ID databases the names come from. */
            sources: components["schemas"]["IdDatabaseSourceDto"][];
        };
        DeclaringInfFileDto: {
            /** @example Netwtw08.INF */
            file: string;
            /**
             * @description The package version it ships in.
             * @example 23.100.0.4
             */
            packageVersion: string;
            /** @example 2024-10-08 */
            driverDate: string;
            /** @example 23.100.0.4 */
            driverVersion: string;
            /** @example Net */
            class: string | null;
            /** @example Intel */
            provider: string | null;
            /**
             * @description "shipped": the catalogue's data, read from the sources named; "operator": imported by the site's operator; "catalog": listed in a maker's catalog (provider), at the sources named.
             * @example shipped
             */
            origin: string;
            /**
             * @example [
             *       "https://github.com/…/Netwtw08.INF"
             *     ]
             */
            sources: string[];
        };
        DriverDeviceDto: {
            /**
             * @description The device's ID as its package declares it, or as the catalogue lists it on the driver.
             * @example PCI\\VEN_8086&DEV_2723&SUBSYS_00848086
             */
            hardwareId: string;
            /**
             * @description What the ID databases call the device, when they know it.
             * @example Wi-Fi 6 AX200
             */
            name: string | null;
        };
        DriverDevicesDto: {
            /**
             * @description The package version the declarations are of; null when no INF file of it is recorded.
             * @example 23.100.0.4
             */
            packageVersion: string | null;
            files: components["schemas"]["DeclaringInfFileDto"][];
            /**
             * @description How many IDs in all.
             * @example 813
             */
            total: number;
            /** @description The first DEVICES_SHOWN of them, in the INF files' order, then the listed ones. */
            devices: components["schemas"]["DriverDeviceDto"][];
        };
        ImportedInfFileDto: {
            /** @example Netwtw08.INF */
            file: string;
            /**
             * @description DriverVer's date.
             * @example 2025-06-18
             */
            driverDate: string;
            /**
             * @description DriverVer's version.
             * @example 23.160.0.4
             */
            driverVersion: string;
            /** @example Net */
            class: string | null;
            /** @example Intel */
            provider: string | null;
            /**
             * @description Its decorated models sections.
             * @example [
             *       "Intel.NTamd64.10.0.1..19041",
             *       "Intel.NTamd64.10.0...22000"
             *     ]
             */
            sections: string[];
            /**
             * @description The IDs it declares.
             * @example 412
             */
            hardwareIds: number;
        };
        InfImportDto: {
            /** @example 1014 */
            id: number;
            /** @example Intel Wi-Fi 6E AX211 Driver */
            name: string;
            /**
             * @description The driver's version the INF files are recorded for: its current one.
             * @example 23.160.0.4
             */
            version: string;
            files: components["schemas"]["ImportedInfFileDto"][];
            /**
             * @description IDs the files declare that the driver's current set does not.
             * @example [
             *       "PCI\\VEN_8086&DEV_A0F0&SUBSYS_02448086"
             *     ]
             */
            added: string[];
            /**
             * @description IDs of the current set the files no longer declare.
             * @example []
             */
            removed: string[];
            /**
             * @description How many IDs both declare.
             * @example 380
             */
            kept: number;
            /** @description False for a preview: nothing was changed. */
            applied: boolean;
        };
        CatalogImportCountsDto: {
            /** @example 12 */
            added: number;
            /** @example 3 */
            newVersion: number;
            /** @example 40 */
            devicesAdded: number;
            /** @example 0 */
            unchanged: number;
            /** @example 1 */
            older: number;
            /** @example 310 */
            notOffered: number;
            /** @example 0 */
            refused: number;
        };
        CatalogImportItemDto: {
            /**
             * @description The maker's ID of the package; null when a package left out names none.
             * @example 5K8YG
             */
            packageId: string | null;
            /** @example Realtek High Definition Audio Driver */
            name: string | null;
            /** @example 6.0.9733.1 */
            version: string | null;
            /**
             * @example added
             * @enum {string}
             */
            action: "refused" | "older" | "added" | "notOffered" | "newVersion" | "devicesAdded" | "unchanged";
            /** @description Why a package is left out: the problems found in it (each naming the file and the line), or why the site does not offer it. */
            reason: string | null;
            /**
             * @description The driver it made or changed; null in a preview of a new one.
             * @example 1099
             */
            driverId: number | null;
            /**
             * @description The driver's version before, for a new version.
             * @example 6.0.9600.1
             */
            previousVersion: string | null;
            /**
             * @description The line of the file the package starts on.
             * @example 13
             */
            line: number;
        };
        CatalogImportDto: {
            /** @example Dell */
            maker: string;
            /** @example CatalogPC.xml */
            file: string;
            /**
             * @description The packages read.
             * @example 366
             */
            packages: number;
            counts: components["schemas"]["CatalogImportCountsDto"];
            /** @description The packages in the file's order, the first 500 of them. */
            items: components["schemas"]["CatalogImportItemDto"][];
            /**
             * @description Whether the file has more packages than `items` lists.
             * @example false
             */
            itemsCut: boolean;
            /**
             * @description False for a preview: nothing was changed.
             * @example true
             */
            applied: boolean;
        };
        InstalledDriverDto: {
            /** @example NVIDIA */
            provider: string | null;
            /**
             * @description The Windows driver version.
             * @example 32.0.15.8157
             */
            version: string | null;
            /** @example 2025-10-14 */
            date: string | null;
            /** @example oem42.inf */
            inf: string | null;
            /** @example true */
            signed: boolean | null;
        };
        MatchedDriverDto: {
            /** @example 1001 */
            id: number;
            /** @example NVIDIA GeForce RTX 40 Series Game Ready Driver */
            name: string;
            /** @example 581.57 */
            version: string;
            /** @example October 2025 */
            releaseDate: string;
            /** @example NVIDIA */
            manufacturer: string;
            /** @example Graphics Cards */
            category: string;
            /**
             * @description The maker's own page of the driver.
             * @example https://www.nvidia.com/en-us/drivers/
             */
            officialUrl: string | null;
            /**
             * @description The driver's page on the site.
             * @example /drivers/1001/nvidia-geforce-rtx-40-series-game-ready-driver
             */
            path: string;
            /**
             * @description Its maker no longer updates it: no newer version will come.
             * @example false
             */
            supportEnded: boolean;
            /** @description The day its maker ended it, where the maker gives one. */
            supportEndedOn: string | null;
        };
        InfDeclarationDto: {
            /** @example Netwtw08.INF */
            file: string;
            /**
             * @description The package version the file ships in.
             * @example 23.100.0.4
             */
            packageVersion: string;
            /**
             * @description DriverVer's date.
             * @example 2024-10-08
             */
            driverDate: string;
            /**
             * @description DriverVer's version.
             * @example 23.100.0.4
             */
            driverVersion: string;
        };
        DeviceMatchDto: {
            /**
             * @description By one of the device's hardware IDs, a compatible ID (or its PCI class), or as a device of a series the driver is written for.
             * @example hardware-id
             * @enum {string}
             */
            matchedBy: "hardware-id" | "compatible-id" | "series";
            /**
             * @description The form of the device's ID the driver lists.
             * @example PCI\VEN_10DE&DEV_2684
             */
            matchedId: string;
            driver: components["schemas"]["MatchedDriverDto"];
            /** @description The INF file of the driver's package that declares the device; null when the catalogue lists the ID on the driver itself. */
            declaredBy: components["schemas"]["InfDeclarationDto"] | null;
            /**
             * @description When a newer version of the driver's package no longer declares the device: the last version that does, which is
             *     the one for this device.
             * @example 23.40.0.4
             */
            lastVersionSupporting: string | null;
        };
        WithdrawnInstalledDto: {
            /**
             * @description The catalogue's version the installed one is.
             * @example 560.70
             */
            version: string;
            /**
             * @description In the maker's words.
             * @example Some systems with an RTX 40 Series card showed a black screen after the update.
             */
            reason: string;
            /**
             * @description The maker's page saying so.
             * @example https://www.nvidia.com/en-us/geforce/forums/game-ready-drivers/13/548031/
             */
            link: string | null;
            /**
             * @description The newest version of the driver its maker did not withdraw; null when it withdrew them all.
             * @example 560.81
             */
            lastGoodVersion: string | null;
        };
        ReportedDeviceDto: {
            /**
             * @example update-available
             * @enum {string}
             */
            verdict: "no-driver" | "update-available" | "cannot-compare" | "not-in-catalogue" | "newer-than-catalogue" | "windows-driver" | "up-to-date";
            /**
             * @description The line of the input where the device starts.
             * @example 12
             */
            line: number;
            /**
             * @description The name Windows gives the device.
             * @example NVIDIA GeForce RTX 4090
             */
            name: string | null;
            /** @description What the ID databases call it. */
            names: components["schemas"]["HardwareIdNamesDto"];
            /**
             * @description Windows' device setup class, as the list gives it.
             * @example Display
             */
            deviceClass: string | null;
            /**
             * @description The catalogue's category of the device, when known.
             * @example Graphics Cards
             */
            category: string | null;
            /**
             * @description Its hardware IDs in canonical form, the most specific first (the list's own when none is a PCI, USB, HD Audio or ACPI ID).
             * @example [
             *       "PCI\\VEN_10DE&DEV_2684&SUBSYS_167010DE&REV_A1"
             *     ]
             */
            hardwareIds: string[];
            /** @description The driver Windows has installed; null when the list shows none. */
            installed: components["schemas"]["InstalledDriverDto"] | null;
            /**
             * @description The installed version as its maker publishes it, where the maker numbers its Windows drivers otherwise.
             * @example 581.57
             */
            installedAs: string | null;
            /** @description The catalogue's driver for the device, if any. */
            match: components["schemas"]["DeviceMatchDto"] | null;
            /** @description Set when the installed driver is a version of the matched driver its maker withdrew. */
            withdrawn: components["schemas"]["WithdrawnInstalledDto"] | null;
            /** @description The device's maker, when the catalogue knows it: its support page is where to look when the catalogue has nothing. */
            manufacturer: components["schemas"]["HardwareIdManufacturerDto"] | null;
        };
        VerdictCountsDto: {
            "no-driver": number;
            "update-available": number;
            "cannot-compare": number;
            "not-in-catalogue": number;
            "newer-than-catalogue": number;
            "windows-driver": number;
            "up-to-date": number;
        };
        NotReadDto: {
            /** @example 214 */
            line: number;
            /** @example This record has neither a device name nor a hardware ID. */
            reason: string;
        };
        DeviceReportDto: {
            /**
             * @example powershell-json
             * @enum {string}
             */
            format: "powershell-json" | "csv" | "pnputil" | "device-manager";
            devices: components["schemas"]["ReportedDeviceDto"][];
            counts: components["schemas"]["VerdictCountsDto"];
            /** @description Lines or records of the input that could not be read; the rest is answered. */
            notRead: components["schemas"]["NotReadDto"][];
            /** @description The ID databases the names come from. */
            sources: components["schemas"]["IdDatabaseSourceDto"][];
        };
        DriverAddressDto: {
            /** @example 1000 */
            id: number;
            /**
             * @description The name its address's slug is made from.
             * @example NVIDIA GeForce RTX 4090 Game Ready Driver
             */
            name: string;
            /**
             * Format: date-time
             * @description When the driver last changed.
             */
            updatedAt: string;
        };
        DriverAddressesDto: {
            /**
             * @description How many drivers there are in all.
             * @example 98
             */
            total: number;
            /**
             * @description How many a page holds at most.
             * @example 50000
             */
            pageSize: number;
            /** @description The page asked for, by id. */
            drivers: components["schemas"]["DriverAddressDto"][];
        };
        SitemapFilesDto: {
            /**
             * @description `printers`, then the drivers' pages, 50,000 a file.
             * @example [
             *       "printers",
             *       "drivers-1"
             *     ]
             */
            files: string[];
        };
        SitemapAddressDto: {
            /**
             * @description The page's path.
             * @example /drivers/1000/nvidia-geforce-rtx-4090-game-ready-driver
             */
            path: string;
            /**
             * @description When what it shows last changed (a day).
             * @example 2025-10-14
             */
            lastModified?: string;
        };
        SitemapFileDto: {
            addresses: components["schemas"]["SitemapAddressDto"][];
        };
        LiveReleaseDto: {
            /** @example 1.4.0-3f9a1c0b7d2e */
            id: string;
            /** @example 1.4.0 */
            version: string;
            /** @example 3f9a1c0b7d2e */
            hash: string;
        };
        CanaryReleaseDto: {
            /** @example 1.4.0-3f9a1c0b7d2e */
            id: string;
            /** @example 1.4.0 */
            version: string;
            /** @example 3f9a1c0b7d2e */
            hash: string;
            /**
             * @description Percent of visitors given it.
             * @example 10
             */
            share: number;
        };
        RemoteChannelDto: {
            active: components["schemas"]["LiveReleaseDto"] | null;
            canary: components["schemas"]["CanaryReleaseDto"] | null;
            /** @example legal */
            remote: string;
        };
        LiveReleasesDto: {
            remotes: components["schemas"]["RemoteChannelDto"][];
        };
        RemoteRoutesDto: {
            /** @example the legal pages */
            title: string;
            /**
             * @example [
             *       "/privacy",
             *       "/terms"
             *     ]
             */
            paths: string[];
            /**
             * @example [
             *       "/privacy"
             *     ]
             */
            addresses?: string[];
        };
        ReleaseCheckDto: {
            /**
             * @example routes
             * @enum {string}
             */
            check: "routes" | "shared" | "exposes" | "types" | "budget" | "server-render";
            /** @example true */
            passed: boolean;
            /** @example Its 2 paths are its own. */
            message: string;
        };
        ReleaseEntryDto: {
            /**
             * @example {
             *       "title": "the legal pages",
             *       "paths": [
             *         "/privacy-policy-example",
             *         "/terms-example"
             *       ]
             *     }
             */
            routes: components["schemas"]["RemoteRoutesDto"];
            /**
             * @description The modules of other remotes it shows, by remote.
             * @example {}
             */
            uses: {
                [key: string]: string[];
            };
            /**
             * @description The shared singletons it was built against, with their versions.
             * @example {
             *       "react": "19.2.0"
             *     }
             */
            shared: {
                [key: string]: string;
            };
            /**
             * @example [
             *       {
             *         "check": "routes",
             *         "passed": true,
             *         "message": "Its 2 paths are its own."
             *       }
             *     ]
             */
            checks: components["schemas"]["ReleaseCheckDto"][];
            /**
             * @description failures / loads, or null without loads.
             * @example 0.005
             */
            failureRate: number | null;
            /**
             * Format: date-time
             * @example 2026-11-26T11:00:00.000Z
             */
            registeredAt: string;
            /**
             * @description The operator, or `token:{token name}`.
             * @example token:legal-ci
             */
            registeredBy: string;
            /**
             * @description Page loads reported over the window.
             * @example 200
             */
            loads: number;
            /**
             * @description Of those, the ones that failed to load or to render.
             * @example 1
             */
            failures: number;
            /**
             * @example legal
             * @enum {string}
             */
            remote: "catalog" | "printers" | "legal" | "admin";
            /** @example 1.4.0 */
            version: string;
            /** @example 3f9a1c0b7d2e */
            hash: string;
            /**
             * @description `{version}-{hash}`.
             * @example 1.4.0-3f9a1c0b7d2e
             */
            id: string;
            /**
             * @description The modules it exposes, without "./".
             * @example [
             *       "routes"
             *     ]
             */
            exposes: string[];
            /**
             * @description Bytes of its files a page of it loads first (gzip).
             * @example 48213
             */
            firstLoadBytes: number;
        };
        RemoteReleasesDto: {
            active: components["schemas"]["LiveReleaseDto"] | null;
            canary: components["schemas"]["CanaryReleaseDto"] | null;
            /**
             * Format: date-time
             * @description When its active or canary release last changed.
             * @example 2026-11-26T11:00:00.000Z
             */
            changedAt: string | null;
            history: components["schemas"]["ReleaseEntryDto"][];
            /** @example legal */
            remote: string;
        };
        RemoteReleaseRegistryDto: {
            remotes: components["schemas"]["RemoteReleasesDto"][];
        };
        ReleaseMetadataDto: {
            /**
             * @example {
             *       "title": "the legal pages",
             *       "paths": [
             *         "/privacy-policy-example",
             *         "/terms-example"
             *       ]
             *     }
             */
            routes: components["schemas"]["RemoteRoutesDto"];
            /**
             * @description The modules of other remotes it shows, by remote.
             * @example {}
             */
            uses: {
                [key: string]: string[];
            };
            /**
             * @description The shared singletons it was built against, with their versions.
             * @example {
             *       "react": "19.2.0"
             *     }
             */
            shared: {
                [key: string]: string;
            };
            /**
             * @example [
             *       {
             *         "check": "routes",
             *         "passed": true,
             *         "message": "Its 2 paths are its own."
             *       }
             *     ]
             */
            checks: components["schemas"]["ReleaseCheckDto"][];
            /**
             * @example legal
             * @enum {string}
             */
            remote: "catalog" | "printers" | "legal" | "admin";
            /** @example 1.4.0 */
            version: string;
            /** @example 3f9a1c0b7d2e */
            hash: string;
            /**
             * @description `{version}-{hash}`.
             * @example 1.4.0-3f9a1c0b7d2e
             */
            id: string;
            /**
             * @description The modules it exposes, without "./".
             * @example [
             *       "routes"
             *     ]
             */
            exposes: string[];
            /**
             * @description Bytes of its files a page of it loads first (gzip).
             * @example 48213
             */
            firstLoadBytes: number;
        };
        SetActiveReleaseDto: {
            /** @example 1.4.0-3f9a1c0b7d2e */
            release: string;
        };
        SetCanaryDto: {
            /** @example 1.4.0-3f9a1c0b7d2e */
            release: string;
            /**
             * @description Percent of visitors, 1 to 50.
             * @example 10
             */
            share: number;
        };
        RemoteReportDto: {
            /**
             * @example catalog
             * @enum {string}
             */
            remote: "catalog" | "printers" | "legal" | "admin";
            /** @example 1.4.0-3f9a1c0b7d2e */
            release: string;
            /**
             * @example load-failed
             * @enum {string}
             */
            kind: "loaded" | "load-failed" | "render-failed";
        };
        CreateReleaseTokenDto: {
            /**
             * @description The remote it may release.
             * @example legal
             * @enum {string}
             */
            remote: "catalog" | "printers" | "legal" | "admin";
            /** @example legal-ci */
            name: string;
        };
        CreatedReleaseTokenDto: {
            /** @example 3 */
            id: number;
            /** @example legal */
            remote: string;
            /** @example legal-ci */
            name: string;
            /**
             * @description The secret, for `Authorization: Bearer …`.
             * @example drt_9Xq3…
             */
            token: string;
        };
        ReleaseTokenDto: {
            /** Format: date-time */
            lastUsedAt: string | null;
            /** Format: date-time */
            revokedAt: string | null;
            /** @example 3 */
            id: number;
            /** @example legal */
            remote: string;
            /** @example legal-ci */
            name: string;
            /**
             * Format: date-time
             * @example 2026-11-26T11:00:00.000Z
             */
            createdAt: string;
        };
        WebhookEndpointKeyDto: {
            /** @example 1 */
            id: number;
            /** @example Acme driver sync */
            name: string;
        };
        WebhookEndpointDto: {
            /**
             * @example [
             *       "driver.updated"
             *     ]
             */
            events: ("driver.created" | "driver.updated" | "driver.deleted" | "driver.version_withdrawn" | "printer_model.changed")[];
            /** @example Catalogue sync (production) */
            description: string | null;
            /**
             * Format: date-time
             * @example null
             */
            secretRotatedAt: string | null;
            /**
             * Format: date-time
             * @description The first failed attempt since the last delivered one.
             * @example null
             */
            failingSince: string | null;
            /**
             * Format: date-time
             * @description When it was disabled because every delivery failed for 24 hours.
             * @example null
             */
            disabledAt: string | null;
            /** @example null */
            disabledReason: string | null;
            /** @example 7 */
            id: number;
            /** @description The partner key it belongs to. */
            partnerKey: components["schemas"]["WebhookEndpointKeyDto"];
            /** @example https://partner.example/hooks/driveratlas */
            url: string;
            /**
             * @description False once it was disabled (by the operator's re-enable it is true again).
             * @example true
             */
            enabled: boolean;
            /**
             * Format: date-time
             * @example 2026-11-26T11:00:00.000Z
             */
            createdAt: string;
        };
        AdminCreateWebhookEndpointDto: {
            /**
             * @example [
             *       "driver.updated",
             *       "driver.created"
             *     ]
             */
            events: ("driver.created" | "driver.updated" | "driver.deleted" | "driver.version_withdrawn" | "printer_model.changed")[];
            /**
             * @description The partner key the endpoint belongs to.
             * @example 1
             */
            partnerKeyId: number;
            /**
             * @description HTTPS, on a public address.
             * @example https://partner.example/hooks/driveratlas
             */
            url: string;
            /**
             * @description What the endpoint is for, as the partner names it.
             * @example Catalogue sync (production)
             */
            description?: string | null;
        };
        WebhookEndpointWithSecretDto: {
            /**
             * @example [
             *       "driver.updated"
             *     ]
             */
            events: ("driver.created" | "driver.updated" | "driver.deleted" | "driver.version_withdrawn" | "printer_model.changed")[];
            /** @example Catalogue sync (production) */
            description: string | null;
            /**
             * Format: date-time
             * @example null
             */
            secretRotatedAt: string | null;
            /**
             * Format: date-time
             * @description The first failed attempt since the last delivered one.
             * @example null
             */
            failingSince: string | null;
            /**
             * Format: date-time
             * @description When it was disabled because every delivery failed for 24 hours.
             * @example null
             */
            disabledAt: string | null;
            /** @example null */
            disabledReason: string | null;
            /** @example 7 */
            id: number;
            /** @description The partner key it belongs to. */
            partnerKey: components["schemas"]["WebhookEndpointKeyDto"];
            /** @example https://partner.example/hooks/driveratlas */
            url: string;
            /**
             * @description False once it was disabled (by the operator's re-enable it is true again).
             * @example true
             */
            enabled: boolean;
            /**
             * Format: date-time
             * @example 2026-11-26T11:00:00.000Z
             */
            createdAt: string;
            /**
             * @description Verify each delivery with it (standardwebhooks: `new Webhook(secret).verify(body, headers)`).
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
             */
            secret: string;
        };
        UpdateWebhookEndpointDto: {
            /**
             * @example [
             *       "driver.updated",
             *       "driver.created"
             *     ]
             */
            events?: ("driver.created" | "driver.updated" | "driver.deleted" | "driver.version_withdrawn" | "printer_model.changed")[];
            /**
             * @description HTTPS, on a public address.
             * @example https://partner.example/hooks/driveratlas
             */
            url?: string;
            /**
             * @description What the endpoint is for, as the partner names it.
             * @example Catalogue sync (production)
             */
            description?: string | null;
        };
        DeliveryAttemptDto: {
            /**
             * @description The receiver's HTTP status, or null when it gave none.
             * @example 500
             */
            status: number | null;
            /** @description Why no answer came (a timeout, a refused connection). */
            error: string | null;
            /**
             * @description The first 512 bytes of the receiver's answer.
             * @example Internal Server Error
             */
            answer: string | null;
            /** @example 2026-11-26T11:00:05.000Z */
            at: string;
            /** @example 42 */
            durationMs: number;
        };
        WebhookDeliveryDto: {
            /**
             * @example driver.updated
             * @enum {string}
             */
            type: "driver.created" | "driver.updated" | "driver.deleted" | "driver.version_withdrawn" | "printer_model.changed";
            /**
             * @example delivered
             * @enum {string}
             */
            status: "pending" | "delivered" | "failed";
            /**
             * Format: date-time
             * @example null
             */
            nextAttemptAt: string | null;
            /** Format: date-time */
            deliveredAt: string | null;
            /** @example 12 */
            id: number;
            /**
             * @description The event's id, sent as `webhook-id` on every attempt.
             * @example 0b6c8a0e-3f5e-4a53-9d0e-1f7f5b2f1a77
             */
            eventId: string;
            /**
             * Format: date-time
             * @example 2026-11-26T11:00:00.000Z
             */
            occurredAt: string;
            attempts: components["schemas"]["DeliveryAttemptDto"][];
        };
        CreateWebhookEndpointDto: {
            /**
             * @example [
             *       "driver.updated",
             *       "driver.created"
             *     ]
             */
            events: ("driver.created" | "driver.updated" | "driver.deleted" | "driver.version_withdrawn" | "printer_model.changed")[];
            /**
             * @description HTTPS, on a public address.
             * @example https://partner.example/hooks/driveratlas
             */
            url: string;
            /**
             * @description What the endpoint is for, as the partner names it.
             * @example Catalogue sync (production)
             */
            description?: string | null;
        };
        CreatePartnerKeyDto: {
            /**
             * @description Whom the key is for.
             * @example Acme Printing
             */
            name: string;
            /**
             * @description Requests a minute the gateway lets the key make.
             * @example 1200
             */
            quotaPerMinute: number;
        };
        PartnerKeySecretDto: {
            /** @example 3 */
            id: number;
            /** @example Acme Printing */
            name: string;
            /** @example 1200 */
            quotaPerMinute: number;
            /**
             * @description Shown once: send it as `Authorization: Bearer …` or `X-Api-Key: …`.
             * @example dak_8mJ1v0cW3xkQ2sQe3rY5t7u9w1y3A5C7E9G1I3K5M7O
             */
            secret: string;
        };
        PartnerKeyDayDto: {
            /** @example 2026-11-26 */
            day: string;
            /** @example 5210 */
            requests: number;
        };
        PartnerKeyDto: {
            /** Format: date-time */
            rotatedAt: string | null;
            /** Format: date-time */
            revokedAt: string | null;
            /**
             * Format: date-time
             * @description Its last request the gateways have reported (they report every few seconds).
             */
            lastUsedAt: string | null;
            /** @description Requests per day over the last 30 days, oldest first; days without requests are left out. */
            usage: components["schemas"]["PartnerKeyDayDto"][];
            /** @example 3 */
            id: number;
            /** @example Acme Printing */
            name: string;
            /** @example 1200 */
            quotaPerMinute: number;
            /**
             * Format: date-time
             * @example 2026-11-20T09:00:00.000Z
             */
            createdAt: string;
        };
        UpdatePartnerKeyDto: {
            /**
             * @description Whom the key is for.
             * @example Acme Printing
             */
            name?: string;
            /**
             * @description Requests a minute the gateway lets the key make.
             * @example 1200
             */
            quotaPerMinute?: number;
        };
        InvalidFieldDto: {
            /** @example /name */
            pointer?: string;
            /** @example limit */
            name?: string;
            /** @example name should not be empty */
            detail: string;
        };
        ProblemDetailsDto: {
            /**
             * @description The kind of problem: `https://{host}/problems/validation` for invalid fields, else `about:blank`.
             * @example about:blank
             */
            type: string;
            /**
             * @description The kind's title (the status's for `about:blank`).
             * @example Not Found
             */
            title: string;
            /** @example 404 */
            status: number;
            /**
             * @description What went wrong with this request.
             * @example Driver 12345 was not found.
             */
            detail: string;
            /**
             * @description The request's path.
             * @example /api/drivers/12345
             */
            instance: string;
            /** @description For invalid input: each invalid field and what is wrong with it. */
            errors?: components["schemas"]["InvalidFieldDto"][];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    Manufacturers_list: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of an answer already held: 304 while it is still the answer. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description For a CDN (Fastly): what the answer depends on, space-separated (`driver-1042 category-graphics-cards manufacturer-nvidia`, `catalogue`); purged on every change. */
                    "Surrogate-Key"?: string;
                    /** @description The same keys, comma-separated, for Cloudflare. */
                    "Cache-Tag"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Manufacturer"][];
                };
            };
            /** @description Not Modified: the If-None-Match ETag is still the answer (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Manufacturers_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateManufacturerDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Manufacturer"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request comes from another origin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A manufacturer already has this name or slug. Or: A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Manufacturers_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateManufacturerDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Manufacturer"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request comes from another origin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No manufacturer has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Drivers_list: {
        parameters: {
            query?: {
                /** @description Exact category name. */
                category?: string;
                /** @description Manufacturer name or filter value, any case. */
                manufacturer?: string;
                /** @description From 1 to 100; Home asks for the 8 featured drivers it shows. */
                limit?: number;
                /**
                 * @description The `nextCursor` of the previous page (also in its `Link: <…>; rel="next"` header), as it was answered; made for one
                 *     list, sort and filters. Not with `offset` or `page`. No example: a cursor is only ever one the API answered.
                 */
                after?: string;
            };
            header?: {
                /** @description The ETag of an answer already held: 304 while it is still the answer. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The next page: `<…&after=CURSOR>; rel="next"`; absent on the last page. */
                    Link?: string;
                    /** @description The cursor of the next page, for `after`; absent on the last page. */
                    "Next-Cursor"?: string;
                    /** @description For a CDN (Fastly): what the answer depends on, space-separated (`driver-1042 category-graphics-cards manufacturer-nvidia`, `catalogue`); purged on every change. */
                    "Surrogate-Key"?: string;
                    /** @description The same keys, comma-separated, for Cloudflare. */
                    "Cache-Tag"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Driver"][];
                };
            };
            /** @description Not Modified: the If-None-Match ETag is still the answer (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Drivers_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDriverDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Driver"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request comes from another origin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Drivers_featured: {
        parameters: {
            query?: {
                /** @description From 1 to 100; Home asks for the 8 featured drivers it shows. */
                limit?: number;
            };
            header?: {
                /** @description The ETag of an answer already held: 304 while it is still the answer. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description For a CDN (Fastly): what the answer depends on, space-separated (`driver-1042 category-graphics-cards manufacturer-nvidia`, `catalogue`); purged on every change. */
                    "Surrogate-Key"?: string;
                    /** @description The same keys, comma-separated, for Cloudflare. */
                    "Cache-Tag"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Driver"][];
                };
            };
            /** @description Not Modified: the If-None-Match ETag is still the answer (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Drivers_get: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of an answer already held: 304 while it is still the answer. */
                "If-None-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description For a CDN (Fastly): what the answer depends on, space-separated (`driver-1042 category-graphics-cards manufacturer-nvidia`, `catalogue`); purged on every change. */
                    "Surrogate-Key"?: string;
                    /** @description The same keys, comma-separated, for Cloudflare. */
                    "Cache-Tag"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Driver"];
                };
            };
            /** @description Not Modified: the If-None-Match ETag is still the answer (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No driver has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Drivers_replace: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDriverDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Driver"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request comes from another origin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No driver has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Drivers_remove: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request comes from another origin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No driver has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    DriverVersions_list: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of an answer already held: 304 while it is still the answer. */
                "If-None-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description For a CDN (Fastly): what the answer depends on, space-separated (`driver-1042 category-graphics-cards manufacturer-nvidia`, `catalogue`); purged on every change. */
                    "Surrogate-Key"?: string;
                    /** @description The same keys, comma-separated, for Cloudflare. */
                    "Cache-Tag"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DriverVersionDto"][];
                };
            };
            /** @description Not Modified: the If-None-Match ETag is still the answer (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No driver has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    AdminDrivers_page: {
        parameters: {
            query?: {
                /** @description Only verified (true) or unverified (false) drivers. */
                verified?: boolean;
                /** @description Only drivers marked latest (true) or not (false). */
                latest?: boolean;
                /** @description downloads (most first, the default), name (A-Z), date (latest release first), updated (last changed first). */
                sort?: "downloads" | "name" | "date" | "updated";
                page?: number;
                pageSize?: number;
                /** @description Words each found in the name, description, manufacturer or category. */
                q?: string;
                /** @description Exact category name. */
                category?: "Graphics Cards" | "Network Adapters" | "Audio Devices" | "Printers" | "USB Controllers" | "Input Devices" | "Cameras";
                /** @description Manufacturer name or filter value, any case. */
                manufacturer?: string;
                /**
                 * @description The `nextCursor` of the previous page (also in its `Link: <…>; rel="next"` header), as it was answered; made for one
                 *     list, sort and filters. Not with `offset` or `page`. No example: a cursor is only ever one the API answered.
                 */
                after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminDriverPageDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    AdminDrivers_overview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOverviewDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    AdminWithdrawnVersions_withdraw: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawVersionDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DriverVersionDto"][];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request comes from another origin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No driver has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The version is marked withdrawn already. Or: A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    AdminWithdrawnVersions_restore: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
                /** @description A version of the driver marked withdrawn. */
                version: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DriverVersionDto"][];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request comes from another origin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No driver has this id, or the version is not marked withdrawn. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Categories_list: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of an answer already held: 304 while it is still the answer. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description For a CDN (Fastly): what the answer depends on, space-separated (`driver-1042 category-graphics-cards manufacturer-nvidia`, `catalogue`); purged on every change. */
                    "Surrogate-Key"?: string;
                    /** @description The same keys, comma-separated, for Cloudflare. */
                    "Cache-Tag"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryDto"][];
                };
            };
            /** @description Not Modified: the If-None-Match ETag is still the answer (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Categories_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCategoryDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request comes from another origin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No category has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Printers_brands: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of an answer already held: 304 while it is still the answer. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description For a CDN (Fastly): what the answer depends on, space-separated (`driver-1042 category-graphics-cards manufacturer-nvidia`, `catalogue`); purged on every change. */
                    "Surrogate-Key"?: string;
                    /** @description The same keys, comma-separated, for Cloudflare. */
                    "Cache-Tag"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrinterBrandDto"][];
                };
            };
            /** @description Not Modified: the If-None-Match ETag is still the answer (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Printers_models: {
        parameters: {
            query?: {
                /** @description One brand's catalogue, any case. */
                brand?: "HP" | "Canon" | "Epson" | "Brother";
            };
            header?: {
                /** @description The ETag of an answer already held: 304 while it is still the answer. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description For a CDN (Fastly): what the answer depends on, space-separated (`driver-1042 category-graphics-cards manufacturer-nvidia`, `catalogue`); purged on every change. */
                    "Surrogate-Key"?: string;
                    /** @description The same keys, comma-separated, for Cloudflare. */
                    "Cache-Tag"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrinterModel"][];
                };
            };
            /** @description Not Modified: the If-None-Match ETag is still the answer (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Printers_createModel: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrinterModelInputDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrinterModel"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request comes from another origin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The brand's id range is full. Or: A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Printers_replaceModel: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrinterModelInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrinterModel"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request comes from another origin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No printer model has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Printers_removeModel: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request comes from another origin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No printer model has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Downloads_record: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["DownloadRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DownloadResponseDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No driver or printer model has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Downloads_guide: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of an answer already held: 304 while it is still the answer. */
                "If-None-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description For a CDN (Fastly): what the answer depends on, space-separated (`driver-1042 category-graphics-cards manufacturer-nvidia`, `catalogue`); purged on every change. */
                    "Surrogate-Key"?: string;
                    /** @description The same keys, comma-separated, for Cloudflare. */
                    "Cache-Tag"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstallationGuideResponseDto"];
                };
            };
            /** @description Not Modified: the If-None-Match ETag is still the answer (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No driver or printer model has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Downloads_downloadFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect (302) to the official page on the manufacturer's own domain; the download is counted (not on HEAD). */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No driver or printer model has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Downloads_stats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DownloadStatsDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Contact_list: {
        parameters: {
            query?: {
                /** @description Only messages of this category. */
                category?: "technical-support" | "driver-request" | "bug-report" | "feature-request" | "general-inquiry" | "business";
                /** @description Only handled (true) or waiting (false) messages. */
                handled?: boolean;
                page?: number;
                pageSize?: number;
                /**
                 * @description The `nextCursor` of the previous page (also in its `Link: <…>; rel="next"` header), as it was answered; made for one
                 *     list, sort and filters. Not with `offset` or `page`. No example: a cursor is only ever one the API answered.
                 */
                after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactMessagePageDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Contact_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateContactMessageDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactMessageReceiptDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Contact_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateContactMessageDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactMessage"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request comes from another origin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No message has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    PrivacyRequests_list: {
        parameters: {
            query?: {
                /** @description Only requests with this status. */
                status?: "received" | "verifying" | "in-progress" | "completed" | "denied";
                page?: number;
                pageSize?: number;
                /**
                 * @description The `nextCursor` of the previous page (also in its `Link: <…>; rel="next"` header), as it was answered; made for one
                 *     list, sort and filters. Not with `offset` or `page`. No example: a cursor is only ever one the API answered.
                 */
                after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivacyRequestPageDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    PrivacyRequests_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePrivacyRequestDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivacyRequestReceiptDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    PrivacyRequests_export: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description reference, id, status, overdue, requestType, firstName, lastName, email, phone, state, description, receivedAt, confirmationDueAt, dueAt, extended, retainUntil, history. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    PrivacyRequests_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivacyRequestWithHistoryDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No privacy request has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    PrivacyRequests_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePrivacyRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivacyRequestWithHistoryDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request comes from another origin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No privacy request has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request is completed or denied, or was already extended. Or: A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    PrivacyRequests_findPersonalData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonalDataDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No privacy request has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request concerns no stored data (an opt-out or another request). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    PrivacyRequests_exportPersonalData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonalDataDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No privacy request has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request is not a request to know or for a copy, or it is completed or denied. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    PrivacyRequests_deletePersonalData: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivacyRequestWithHistoryDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request comes from another origin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No privacy request has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request is not a request to delete, or it is completed or denied. Or: A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Consent_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateConsentRecordDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsentRecordReceiptDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Consent_history: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The UUID (version 4) a choice was recorded under. */
                consentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsentRecord"][];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Nothing was recorded under this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Auth_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Wrong password. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request comes from another origin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description More than 10 wrong passwords from this address within a minute. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Auth_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out; the session cookie is cleared. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request comes from another origin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Auth_logoutEverywhere: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every session has ended; the session cookie is cleared. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request comes from another origin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Auth_session: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Audit_list: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                /**
                 * @description The `nextCursor` of the previous page (also in its `Link: <…>; rel="next"` header), as it was answered; made for one
                 *     list, sort and filters. Not with `offset` or `page`. No example: a cursor is only ever one the API answered.
                 */
                after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditPageDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Health_check: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database cannot be reached, or did not answer in time. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Search_find: {
        parameters: {
            query?: {
                /**
                 * @description What the visitor typed; empty matches every driver. A Windows version ("windows 11", "win10", "w11") or an
                 *     architecture ("x64", "64-bit", "x86", "32 bit") named in it is taken as the `os` or `architecture` filter, and a
                 *     lone "windows" is ignored. Words match however a model number is spaced or hyphenated ("rtx4070", "ax 211").
                 */
                q?: string;
                /** @description Only drivers that run on this Windows version; wins over a version named in `q`. */
                os?: "Windows 11" | "Windows 10" | "Windows 8.1" | "Windows 7";
                /** @description Only drivers for this architecture (or for both); wins over an architecture named in `q`. */
                architecture?: "64-bit" | "32-bit";
                /** @description relevance (best match first), name (A-Z), downloads, rating, date (latest release first). */
                sort?: "relevance" | "name" | "downloads" | "rating" | "date";
                limit?: number;
                /** @description Not with `after`. */
                offset?: number;
                /** @description Exact category name. */
                category?: "Graphics Cards" | "Network Adapters" | "Audio Devices" | "Printers" | "USB Controllers" | "Input Devices" | "Cameras";
                /** @description Manufacturer name or filter value, any case. */
                manufacturer?: string;
                /**
                 * @description The `nextCursor` of the previous page (also in its `Link: <…>; rel="next"` header), as it was answered; made for one
                 *     list, sort and filters. Not with `offset` or `page`. No example: a cursor is only ever one the API answered.
                 */
                after?: string;
            };
            header?: {
                /** @description The ETag of an answer already held: 304 while it is still the answer. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description For a CDN (Fastly): what the answer depends on, space-separated (`driver-1042 category-graphics-cards manufacturer-nvidia`, `catalogue`); purged on every change. */
                    "Surrogate-Key"?: string;
                    /** @description The same keys, comma-separated, for Cloudflare. */
                    "Cache-Tag"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResultDto"];
                };
            };
            /** @description Not Modified: the If-None-Match ETag is still the answer (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Search_suggestions: {
        parameters: {
            query: {
                /** @description At least 3 characters. */
                q: string;
            };
            header?: {
                /** @description The ETag of an answer already held: 304 while it is still the answer. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description For a CDN (Fastly): what the answer depends on, space-separated (`driver-1042 category-graphics-cards manufacturer-nvidia`, `catalogue`); purged on every change. */
                    "Surrogate-Key"?: string;
                    /** @description The same keys, comma-separated, for Cloudflare. */
                    "Cache-Tag"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuggestionDto"][];
                };
            };
            /** @description Not Modified: the If-None-Match ETag is still the answer (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    HardwareIds_list: {
        parameters: {
            query: {
                /**
                 * @description One hardware ID, or the list Device Manager copies from a device's Hardware Ids, separated by spaces or commas (a query
                 *     string holds no line breaks).
                 */
                q: string;
            };
            header?: {
                /** @description The ETag of an answer already held: 304 while it is still the answer. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description For a CDN (Fastly): what the answer depends on, space-separated (`driver-1042 category-graphics-cards manufacturer-nvidia`, `catalogue`); purged on every change. */
                    "Surrogate-Key"?: string;
                    /** @description The same keys, comma-separated, for Cloudflare. */
                    "Cache-Tag"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HardwareIdAnswerDto"];
                };
            };
            /** @description Not Modified: the If-None-Match ETag is still the answer (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No line is a hardware ID. A hardware ID looks like PCI\VEN_8086&DEV_2723&SUBSYS_00848086&REV_1A: in Device Manager, open the device's Properties, then the Details tab, and choose Hardware Ids. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    HardwareIds_get: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of an answer already held: 304 while it is still the answer. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description One hardware ID, URL-encoded. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description For a CDN (Fastly): what the answer depends on, space-separated (`driver-1042 category-graphics-cards manufacturer-nvidia`, `catalogue`); purged on every change. */
                    "Surrogate-Key"?: string;
                    /** @description The same keys, comma-separated, for Cloudflare. */
                    "Cache-Tag"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HardwareIdAnswerDto"];
                };
            };
            /** @description Not Modified: the If-None-Match ETag is still the answer (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not a hardware ID. A hardware ID looks like PCI\VEN_8086&DEV_2723&SUBSYS_00848086&REV_1A: in Device Manager, open the device's Properties, then the Details tab, and choose Hardware Ids. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    DriverDevices_list: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of an answer already held: 304 while it is still the answer. */
                "If-None-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description For a CDN (Fastly): what the answer depends on, space-separated (`driver-1042 category-graphics-cards manufacturer-nvidia`, `catalogue`); purged on every change. */
                    "Surrogate-Key"?: string;
                    /** @description The same keys, comma-separated, for Cloudflare. */
                    "Cache-Tag"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DriverDevicesDto"];
                };
            };
            /** @description Not Modified: the If-None-Match ETag is still the answer (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No driver has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    AdminInfImports_preview: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description One to 20 INF files of the driver's package, as Windows ships them (UTF-16 or ANSI), up to 4 MB each. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * @example [
                     *       "[Version]\r\nSignature=\"$WINDOWS NT$\"\r\nClass=Net\r\nProvider=%Intel%\r\nDriverVer=06/18/2025,23.160.0.4\r\n[Manufacturer]\r\n%Intel%=Intel,NTamd64.10.0...19041\r\n[Intel.NTamd64.10.0...19041]\r\n%AX201%=Install_AX201,PCI\\VEN_8086&DEV_A0F0&SUBSYS_02448086\r\n[Strings]\r\nIntel=\"Intel\"\r\nAX201=\"Intel(R) Wi-Fi 6 AX201 160MHz\"\r\n"
                     *     ]
                     */
                    files: string[];
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InfImportDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No driver has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description An INF file is larger than 4 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    AdminInfImports_apply: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description One to 20 INF files of the driver's package, as Windows ships them (UTF-16 or ANSI), up to 4 MB each. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * @example [
                     *       "[Version]\r\nSignature=\"$WINDOWS NT$\"\r\nClass=Net\r\nProvider=%Intel%\r\nDriverVer=06/18/2025,23.160.0.4\r\n[Manufacturer]\r\n%Intel%=Intel,NTamd64.10.0...19041\r\n[Intel.NTamd64.10.0...19041]\r\n%AX201%=Install_AX201,PCI\\VEN_8086&DEV_A0F0&SUBSYS_02448086\r\n[Strings]\r\nIntel=\"Intel\"\r\nAX201=\"Intel(R) Wi-Fi 6 AX201 160MHz\"\r\n"
                     *     ]
                     */
                    files: string[];
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InfImportDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request comes from another origin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No driver has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description An INF file is larger than 4 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    AdminCatalogImports_preview: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path: {
                format: "dell" | "lenovo" | "hp";
            };
            cookie?: never;
        };
        /** @description The catalog's files as the maker publishes them, up to 16 MB each: Dell's catalog (CatalogPC.xml, one file), Lenovo's package descriptors (n3ywl25w_2_.xml, up to 500) or HP's SoftPaq CVA files (sp151033.cva, up to 500). */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * @example [
                     *       "[CVA File Information]\r\nCVATimeStamp=20240605T101532-0500\r\nCVAVersion=3.0\r\n[Softpaq]\r\nSoftpaqNumber=SP151033\r\n[General]\r\nVersion=23.40.0.4\r\nType=Driver\r\nCategory=Driver - Network\r\nVendorVersion=23.40.0.4\r\n[Operating Systems]\r\nW11_24H2=OEM\r\nWT64_22H2=OEM\r\n[Devices]\r\nPCI\\VEN_8086&DEV_51F0&SUBSYS_00908086=Intel(R) Wi-Fi 6E AX211 160MHz\r\n[System Information]\r\nSysName1=HP EliteBook 840 G9 Notebook PC\r\nSysId1=0x896D\r\n[Software Title]\r\nUS=Intel Wireless LAN Drivers\r\n"
                     *     ]
                     */
                    files: string[];
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogImportDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A file is larger than 16 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    AdminCatalogImports_apply: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path: {
                format: "dell" | "lenovo" | "hp";
            };
            cookie?: never;
        };
        /** @description The catalog's files as the maker publishes them, up to 16 MB each: Dell's catalog (CatalogPC.xml, one file), Lenovo's package descriptors (n3ywl25w_2_.xml, up to 500) or HP's SoftPaq CVA files (sp151033.cva, up to 500). */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * @example [
                     *       "[CVA File Information]\r\nCVATimeStamp=20240605T101532-0500\r\nCVAVersion=3.0\r\n[Softpaq]\r\nSoftpaqNumber=SP151033\r\n[General]\r\nVersion=23.40.0.4\r\nType=Driver\r\nCategory=Driver - Network\r\nVendorVersion=23.40.0.4\r\n[Operating Systems]\r\nW11_24H2=OEM\r\nWT64_22H2=OEM\r\n[Devices]\r\nPCI\\VEN_8086&DEV_51F0&SUBSYS_00908086=Intel(R) Wi-Fi 6E AX211 160MHz\r\n[System Information]\r\nSysName1=HP EliteBook 840 G9 Notebook PC\r\nSysId1=0x896D\r\n[Software Title]\r\nUS=Intel Wireless LAN Drivers\r\n"
                     *     ]
                     */
                    files: string[];
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogImportDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request comes from another origin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A file is larger than 16 MB: import it with npm run import. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    DeviceReports_report: {
        parameters: {
            query?: {
                /** @description Without it, a package for any Windows. */
                windows?: "10" | "11";
                /** @description Without it, a package for any architecture. */
                architecture?: "x86" | "x64" | "arm64";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The device list, as bytes. */
        requestBody: {
            content: {
                "text/plain": string;
                "application/octet-stream": string;
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceReportDto"];
                };
            };
            /** @description Nothing in the body is a device list of a known format, or it lists more than 2,000 devices. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The list is larger than 2 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The body is not text/plain or application/octet-stream. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No room for the list now: a service process checks a bounded number of lists at once (`DEVICE_REPORTS_AT_ONCE`, by default 4 a reading thread) and 2 from one address (`DEVICE_REPORTS_PER_ADDRESS`); more are answered at once, unread, with `Retry-After`. Also when the database is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Sitemap_drivers: {
        parameters: {
            query?: {
                /** @description From 1. */
                page?: number;
            };
            header?: {
                /** @description The ETag of an answer already held: 304 while it is still the answer. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description For a CDN (Fastly): what the answer depends on, space-separated (`driver-1042 category-graphics-cards manufacturer-nvidia`, `catalogue`); purged on every change. */
                    "Surrogate-Key"?: string;
                    /** @description The same keys, comma-separated, for Cloudflare. */
                    "Cache-Tag"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DriverAddressesDto"];
                };
            };
            /** @description Not Modified: the If-None-Match ETag is still the answer (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Sitemap_files: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of an answer already held: 304 while it is still the answer. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description For a CDN (Fastly): what the answer depends on, space-separated (`driver-1042 category-graphics-cards manufacturer-nvidia`, `catalogue`); purged on every change. */
                    "Surrogate-Key"?: string;
                    /** @description The same keys, comma-separated, for Cloudflare. */
                    "Cache-Tag"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SitemapFilesDto"];
                };
            };
            /** @description Not Modified: the If-None-Match ETag is still the answer (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Sitemap_file: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of an answer already held: 304 while it is still the answer. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description A name `GET /api/sitemap/files` answers. */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description For a CDN (Fastly): what the answer depends on, space-separated (`driver-1042 category-graphics-cards manufacturer-nvidia`, `catalogue`); purged on every change. */
                    "Surrogate-Key"?: string;
                    /** @description The same keys, comma-separated, for Cloudflare. */
                    "Cache-Tag"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SitemapFileDto"];
                };
            };
            /** @description Not Modified: the If-None-Match ETag is still the answer (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No sitemap file has this name. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    RemoteReleases_live: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of an answer already held: 304 while it is still the answer. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description For a CDN (Fastly): what the answer depends on, space-separated (`driver-1042 category-graphics-cards manufacturer-nvidia`, `catalogue`); purged on every change. */
                    "Surrogate-Key"?: string;
                    /** @description The same keys, comma-separated, for Cloudflare. */
                    "Cache-Tag"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LiveReleasesDto"];
                };
            };
            /** @description Not Modified: the If-None-Match ETag is still the answer (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    RemoteReleases_registry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemoteReleaseRegistryDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session, or a release token that is unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    RemoteReleases_register: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReleaseMetadataDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReleaseEntryDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session, or a release token that is unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The session request comes from another origin, or the token is for another remote. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The remote already has a release with this id. Or: A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A check failed: the message says which and why. Or: This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    RemoteReleases_setActive: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description A remote: catalog, printers, legal, admin. */
                remote: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetActiveReleaseDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemoteReleasesDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session, or a release token that is unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The session request comes from another origin, or the token is for another remote. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The remote has no such release, or there is no such remote. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The release is already active. Or: A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A check failed: the message says which and why. Or: This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    RemoteReleases_setCanary: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description A remote: catalog, printers, legal, admin. */
                remote: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetCanaryDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemoteReleasesDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session, or a release token that is unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The session request comes from another origin, or the token is for another remote. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The remote has no such release, or there is no such remote. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The release is the active one, or the remote has no active release. Or: A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A check failed: the message says which and why. Or: This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    RemoteReleases_dropCanary: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description A remote: catalog, printers, legal, admin. */
                remote: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemoteReleasesDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session, or a release token that is unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The session request comes from another origin, or the token is for another remote. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The remote has no such release, or there is no such remote. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The remote has no canary. Or: A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    RemoteReleases_promoteCanary: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description A remote: catalog, printers, legal, admin. */
                remote: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemoteReleasesDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session, or a release token that is unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The session request comes from another origin, or the token is for another remote. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The remote has no such release, or there is no such remote. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The remote has no canary. Or: A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A check failed: the message says which and why. Or: This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    RemoteReports_report: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RemoteReportDto"];
            };
        };
        responses: {
            /** @description Received (stored when the release is live). */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    ReleaseTokens_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReleaseTokenDto"][];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    ReleaseTokens_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateReleaseTokenDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedReleaseTokenDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request comes from another origin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    ReleaseTokens_revoke: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReleaseTokenDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request comes from another origin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No release token has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The token was already revoked. Or: A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    AdminWebhookEndpoints_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointDto"][];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    AdminWebhookEndpoints_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminCreateWebhookEndpointDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecretDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request comes from another origin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No partner key has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The partner key is revoked. Or: A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    AdminWebhookEndpoints_remove: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request comes from another origin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No webhook endpoint has this id (of this key, for a partner). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    AdminWebhookEndpoints_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookEndpointDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request comes from another origin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No webhook endpoint has this id (of this key, for a partner). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    AdminWebhookEndpoints_rotateSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecretDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request comes from another origin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No webhook endpoint has this id (of this key, for a partner). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    AdminWebhookEndpoints_enable: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request comes from another origin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No webhook endpoint has this id (of this key, for a partner). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    AdminWebhookEndpoints_deliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryDto"][];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No webhook endpoint has this id (of this key, for a partner). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    PartnerWebhookEndpoints_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointDto"][];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No API key, or one that is unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    PartnerWebhookEndpoints_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookEndpointDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecretDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No API key, or one that is unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    PartnerWebhookEndpoints_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No API key, or one that is unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No webhook endpoint has this id (of this key, for a partner). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    PartnerWebhookEndpoints_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookEndpointDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No API key, or one that is unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No webhook endpoint has this id (of this key, for a partner). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    PartnerWebhookEndpoints_rotateSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecretDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No API key, or one that is unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No webhook endpoint has this id (of this key, for a partner). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    PartnerWebhookEndpoints_enable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No API key, or one that is unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No webhook endpoint has this id (of this key, for a partner). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    PartnerWebhookEndpoints_deliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryDto"][];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No API key, or one that is unknown or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No webhook endpoint has this id (of this key, for a partner). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    PartnerKeys_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerKeyDto"][];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    PartnerKeys_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePartnerKeyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerKeySecretDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request comes from another origin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    PartnerKeys_revoke: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerKeyDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request comes from another origin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No partner key has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The key was already revoked. Or: A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    PartnerKeys_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePartnerKeyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerKeyDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request comes from another origin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No partner key has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The key was revoked. Or: A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    PartnerKeys_rotate: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique key per intended write, as a structured-field string (a quoted UUID): sent again with the same body within 24 hours, the first answer is returned (with `Idempotent-Replayed: true`) and nothing is written again. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerKeySecretDto"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No signed-in admin session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request comes from another origin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No partner key has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The key was revoked. Or: A request with this Idempotency-Key is still being processed (try again shortly), or was applied without its answer being kept. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description This Idempotency-Key was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Feeds_catalogue: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of an answer already held: 304 while it is still the answer. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An Atom 1.0 feed (RFC 4287), newest entry first. */
            200: {
                headers: {
                    /** @description For a CDN (Fastly): what the answer depends on, space-separated (`driver-1042 category-graphics-cards manufacturer-nvidia`, `catalogue`); purged on every change. */
                    "Surrogate-Key"?: string;
                    /** @description The same keys, comma-separated, for Cloudflare. */
                    "Cache-Tag"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/atom+xml": string;
                };
            };
            /** @description Not Modified: the If-None-Match ETag is still the answer (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Feeds_category: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of an answer already held: 304 while it is still the answer. */
                "If-None-Match"?: string;
            };
            path: {
                category: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An Atom 1.0 feed (RFC 4287), newest entry first. */
            200: {
                headers: {
                    /** @description For a CDN (Fastly): what the answer depends on, space-separated (`driver-1042 category-graphics-cards manufacturer-nvidia`, `catalogue`); purged on every change. */
                    "Surrogate-Key"?: string;
                    /** @description The same keys, comma-separated, for Cloudflare. */
                    "Cache-Tag"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/atom+xml": string;
                };
            };
            /** @description Not Modified: the If-None-Match ETag is still the answer (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No category has this name. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/atom+xml": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Feeds_manufacturer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of an answer already held: 304 while it is still the answer. */
                "If-None-Match"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An Atom 1.0 feed (RFC 4287), newest entry first. */
            200: {
                headers: {
                    /** @description For a CDN (Fastly): what the answer depends on, space-separated (`driver-1042 category-graphics-cards manufacturer-nvidia`, `catalogue`); purged on every change. */
                    "Surrogate-Key"?: string;
                    /** @description The same keys, comma-separated, for Cloudflare. */
                    "Cache-Tag"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/atom+xml": string;
                };
            };
            /** @description Not Modified: the If-None-Match ETag is still the answer (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No manufacturer has this slug. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/atom+xml": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    Feeds_driver: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of an answer already held: 304 while it is still the answer. */
                "If-None-Match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An Atom 1.0 feed (RFC 4287), newest entry first. */
            200: {
                headers: {
                    /** @description For a CDN (Fastly): what the answer depends on, space-separated (`driver-1042 category-graphics-cards manufacturer-nvidia`, `catalogue`); purged on every change. */
                    "Surrogate-Key"?: string;
                    /** @description The same keys, comma-separated, for Cloudflare. */
                    "Cache-Tag"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/atom+xml": string;
                };
            };
            /** @description Not Modified: the If-None-Match ETag is still the answer (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No driver has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/atom+xml": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
}
