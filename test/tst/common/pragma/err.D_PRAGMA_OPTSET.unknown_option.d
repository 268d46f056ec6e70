/*
 * an unknown option
 */

#pragma D option nosuchoption

BEGIN
{
	exit(0);
}
