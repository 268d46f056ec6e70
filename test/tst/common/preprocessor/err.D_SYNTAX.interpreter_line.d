#!/usr/sbin/dtrace -Cs
/* @@opts: -C */
/* @@stderr: line 9: syntax error near ";" */
/*
 * Under -C the "#!" line is skipped but still counted: errors name the
 * line of the file
 */

BEGIN { x = ; }
