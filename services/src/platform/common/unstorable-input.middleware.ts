import { BadRequestException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { unstorableInputProblem } from './unstorable-input';

/** Refuses, before any route sees them, a body or query that cannot be stored or would take the validation down (400). */
export function refuseUnstorableInput(req: Request, _res: Response, next: NextFunction): void {
  const problem = unstorableInputProblem(req.query, 'query') ?? unstorableInputProblem(req.body, 'body');
  next(problem ? new BadRequestException([problem]) : undefined);
}
