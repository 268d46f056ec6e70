/* @@stderr: failed to set option 'quiet' to 'maybe': Invalid value for specified option */
/*
 * A word that is not one of the boolean words, nor a number, is an
 * invalid option value
 */
#pragma D option quiet=maybe

BEGIN
{
	exit(0);
}
