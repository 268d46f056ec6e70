/*
 * include/dtrace/dtrace.h -- the whole DTrace ABI in one include.
 */
#ifndef DTRACE_DTRACE_H
#define DTRACE_DTRACE_H

#include <dtrace/types.h>
#include <dtrace/dif.h>
#include <dtrace/actions.h>
#include <dtrace/dof.h>
#include <dtrace/ioctl.h>

#endif /* DTRACE_DTRACE_H */
