import { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1795313646933 implements MigrationInterface {
  name = 'InitialSchema1795313646933';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "admin_credentials" ("id" integer NOT NULL, "passwordHash" text NOT NULL, "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5df66a40a4486075d5da1469399" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "admin_sessions" ("tokenHash" text NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_ca4c418a9411015771ead0487bd" PRIMARY KEY ("tokenHash"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "login_attempts" ("id" SERIAL NOT NULL, "ipAddress" text NOT NULL, "attemptedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_070e613c8f768b1a70742705c5b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_b55139957bfa364830c763f5a1" ON "login_attempts"  ("ipAddress", "attemptedAt") `);
    await queryRunner.query(
      `CREATE TABLE "categories" ("id" SERIAL NOT NULL, "name" text NOT NULL, "icon" text NOT NULL, "description" text NOT NULL, "position" integer NOT NULL DEFAULT '0', CONSTRAINT "UQ_8b0be371d28245da6e4f4b61878" UNIQUE ("name"), CONSTRAINT "PK_24dbc6126a28ff948da33e97d3b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "contact_messages" ("id" SERIAL NOT NULL, "name" text NOT NULL, "email" text NOT NULL, "subject" text NOT NULL, "category" text NOT NULL, "message" text NOT NULL, "receivedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b74f96eb2edd977ccfba6533293" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "download_records" ("id" SERIAL NOT NULL, "driverId" integer, "printerModelId" integer, "printerModel" text, "printerName" text, "driverModel" text, "driverName" text, "ipAddress" text, "userAgent" text, "downloadedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_06af9fea4b181ba89c8f70b7c4" CHECK (("driverId" IS NULL) <> ("printerModelId" IS NULL)), CONSTRAINT "PK_38fde111105ca11a6691e6c58dd" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_bbc7a69959dce3db5a64d29182" ON "download_records"  ("driverId") `);
    await queryRunner.query(`CREATE INDEX "IDX_7dfde94222bd0e9cbd9aa5471b" ON "download_records"  ("printerModelId") `);
    await queryRunner.query(`CREATE INDEX "IDX_58900d7aab149b6403c179611e" ON "download_records"  ("downloadedAt") `);
    await queryRunner.query(
      `CREATE TABLE "drivers" ("id" SERIAL NOT NULL, "name" text NOT NULL, "version" text NOT NULL, "releaseDate" text NOT NULL, "description" text NOT NULL, "downloadCount" integer NOT NULL DEFAULT '0', "rating" integer NOT NULL DEFAULT '5', "isVerified" boolean NOT NULL DEFAULT true, "isLatest" boolean NOT NULL DEFAULT false, "operatingSystem" text NOT NULL, "architecture" text NOT NULL, "fileSize" text NOT NULL, "manufacturer" text NOT NULL, "category" text NOT NULL, "downloadUrl" text NOT NULL, "officialUrl" text, "fullName" text, "modelNumber" text, "series" text, "image" text, "driverFile" text, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_92ab3fb69e566d3eb0cae896047" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_001dd77985de29d494e59e9c44" ON "drivers"  ("manufacturer") `);
    await queryRunner.query(`CREATE INDEX "IDX_1bbcf69709c938c77c4c57ef73" ON "drivers"  ("category") `);
    await queryRunner.query(
      `CREATE TABLE "printer_brands" ("id" SERIAL NOT NULL, "name" text NOT NULL, "logoUrl" text, "position" integer NOT NULL DEFAULT '0', CONSTRAINT "UQ_d6cfb2bf3df5b115ed43166d28e" UNIQUE ("name"), CONSTRAINT "PK_4d32caa69bf68e1697f5e2f4d71" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "printer_models" ("id" integer NOT NULL, "brand" text NOT NULL, "modelNumber" text NOT NULL, "fullName" text NOT NULL, "series" text NOT NULL, "category" text NOT NULL, "description" text NOT NULL, "image" text, "driverFile" text NOT NULL, "fileSize" text NOT NULL, "officialUrl" text NOT NULL, "downloadCount" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_0a049d03885239fca4eabb610b5" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_a34c9c61880ebb7bf31bca8ef5" ON "printer_models"  ("brand") `);
    await queryRunner.query(
      `CREATE TABLE "privacy_requests" ("id" SERIAL NOT NULL, "firstName" text NOT NULL, "lastName" text NOT NULL, "email" text NOT NULL, "phone" text, "state" text NOT NULL, "requestType" text NOT NULL, "description" text NOT NULL, "receivedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "dueAt" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_fbdea00fb2fcf274bf0d2ddf2c2" PRIMARY KEY ("id"))`,
    );
    // Driver ids start at 1000 so they never collide with the printer catalogue ids (101-424).
    await queryRunner.query(`ALTER SEQUENCE "drivers_id_seq" RESTART WITH 1000`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "privacy_requests"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a34c9c61880ebb7bf31bca8ef5"`);
    await queryRunner.query(`DROP TABLE "printer_models"`);
    await queryRunner.query(`DROP TABLE "printer_brands"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_1bbcf69709c938c77c4c57ef73"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_001dd77985de29d494e59e9c44"`);
    await queryRunner.query(`DROP TABLE "drivers"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_58900d7aab149b6403c179611e"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7dfde94222bd0e9cbd9aa5471b"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_bbc7a69959dce3db5a64d29182"`);
    await queryRunner.query(`DROP TABLE "download_records"`);
    await queryRunner.query(`DROP TABLE "contact_messages"`);
    await queryRunner.query(`DROP TABLE "categories"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b55139957bfa364830c763f5a1"`);
    await queryRunner.query(`DROP TABLE "login_attempts"`);
    await queryRunner.query(`DROP TABLE "admin_sessions"`);
    await queryRunner.query(`DROP TABLE "admin_credentials"`);
  }
}
