/* D permits casting a string-compatible value to string */

#pragma D option quiet

BEGIN
{
	this->p = (char *)alloca(3);
	this->p[0] = 0x6f;
	this->p[1] = 0x6b;
	this->p[2] = 0;
	printf("%s\n", (string)this->p);
	exit(0);
}
