/* strjoin() results obey a larger strsize */
/* @@opts: -x strsize=512 */

#pragma D option quiet

BEGIN
{
	s = strjoin("0123456789012345678901234567890123456789", "0123456789012345678901234567890123456789");
	printf("%d\n", strlen(s));
	exit(0);
}
