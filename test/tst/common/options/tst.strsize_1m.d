/* @@opts: -q -x strsize=1m */

/* The largest string size, 1m, is accepted and used: a 512k string. */
BEGIN
{
	s = "0123456789abcdef";
	s = strjoin(s, s); s = strjoin(s, s); s = strjoin(s, s);
	s = strjoin(s, s); s = strjoin(s, s); s = strjoin(s, s);
	s = strjoin(s, s); s = strjoin(s, s); s = strjoin(s, s);
	s = strjoin(s, s); s = strjoin(s, s); s = strjoin(s, s);
	s = strjoin(s, s); s = strjoin(s, s); s = strjoin(s, s);
	printf("%d\n", strlen(s));
	exit(0);
}
