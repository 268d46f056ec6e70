/* a global set in BEGIN is read in END */

#pragma D option quiet

BEGIN
{
	msg = "from begin";
	exit(0);
}

END
{
	printf("%s\n", msg);
}
