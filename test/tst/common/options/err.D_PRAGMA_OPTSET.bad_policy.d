/* @@stderr: failed to set option 'bufpolicy' to 'none': Invalid value for specified option */
/*
 * #pragma D option bufpolicy=none is a compile error.
 */
#pragma D option bufpolicy=none

BEGIN
{
	exit(0);
}
