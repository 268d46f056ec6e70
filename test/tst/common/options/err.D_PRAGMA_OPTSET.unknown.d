/* @@stderr: failed to set option 'nosuchoption': Invalid option name */
/*
 * #pragma D option nosuchoption is a compile error.
 */
#pragma D option nosuchoption

BEGIN
{
	exit(0);
}
